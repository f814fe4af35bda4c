import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { Stars } from "./stars.tsx";

test("five stars in one drawing, filled by the floor of the rating, with the count read out", () => {
  const { container } = render(<Stars rating={4.8} reviewCount={124} />);
  expect(container.textContent).toContain("Rated 4.8 out of 5 from 124 reviews");
  const stars = [...container.querySelectorAll("svg use")];
  expect(stars).toHaveLength(5);
  expect(stars.map((star) => star.classList.contains("fill-accent"))).toEqual([
    true,
    true,
    true,
    true,
    false,
  ]);
  expect(container.querySelectorAll("svg")).toHaveLength(1);
});
