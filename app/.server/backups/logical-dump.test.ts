import { describe, expect, test } from "vitest";
import { parentsFirst } from "#app/.server/backups/logical-dump.ts";

describe("table order of a logical backup", () => {
  test("a table comes after every table it refers to; self references do not hold it back", () => {
    const order = parentsFirst(
      ["order_lines", "orders", "products", "users", "comments"],
      [
        { child: "order_lines", parent: "orders" },
        { child: "order_lines", parent: "products" },
        { child: "orders", parent: "users" },
        { child: "comments", parent: "comments" },
      ],
    );
    const at = (table: string) => order.indexOf(table);
    expect(order).toHaveLength(5);
    expect(at("users")).toBeLessThan(at("orders"));
    expect(at("orders")).toBeLessThan(at("order_lines"));
    expect(at("products")).toBeLessThan(at("order_lines"));
  });
});
