import { describe, expect, it } from "vitest";
import { csvCell, inboxToCsv } from "./csv.ts";

describe("csvCell", () => {
  it("quotes every cell and doubles quotes inside", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
  });

  it.each(["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR"])(
    "turns %j into text a spreadsheet will not run",
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  it("leaves ordinary text alone", () => {
    expect(csvCell("Nova 2+2=4")).toBe('"Nova 2+2=4"');
  });
});

describe("inboxToCsv", () => {
  it("writes a header and one line per item, details as labelled lines", () => {
    const csv = inboxToCsv([
      {
        type: "chronicle",
        id: "1",
        status: "new",
        createdAt: new Date("2026-01-02T03:04:05Z"),
        name: "Lyra",
        email: "lyra@example.com",
        summary: "=cmd",
        fields: [
          ["Title", "T"],
          ["Story", "S"],
        ],
      },
    ]);
    const [header, line, end] = csv.split("\r\n");
    expect(header).toBe('"Type","Id","Status","Received (UTC)","Name","Email","Summary","Details"');
    expect(line).toBe(
      '"chronicle","1","new","2026-01-02T03:04:05.000Z","Lyra","lyra@example.com","\'=cmd","Title: T\nStory: S"',
    );
    expect(end).toBe("");
  });
});
