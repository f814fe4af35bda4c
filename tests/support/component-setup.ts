import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom has no layout: scrolling is a no-op here, and the chrome calls it on every path change.
window.scrollTo = () => {};
