import { expect, test } from "vitest";
import { pageHtml } from "#tests/support/html.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

/** The forms whose labels mark required fields with "*", as the server first renders them. */
const FORM_PAGES = [
  "/communication-beacon?inquiry=general",
  "/communication-beacon?inquiry=partnership",
  "/communication-beacon?inquiry=press",
  "/rising-star-nomination",
  "/partnership-form",
  "/submit-chronicle",
  "/leadership-application",
  "/auth?mode=signup",
];

const NOTE = 'Fields marked <span class="text-danger">*</span> are required.';

/** Each form on the page: its markup from the opening tag to the closing one. */
const formsOf = (html: string) => [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((m) => m[0]);

/** The ids of the controls whose label carries the required mark. */
const markedIds = (form: string) =>
  [
    ...form.matchAll(
      /<label[^>]*\bfor="([^"]+)"[^>]*>(?:(?!<\/label>)[\s\S])*?aria-hidden="true">\s*\*/g,
    ),
  ].map((match) => match[1]);

/** The ids of the inputs, selects and textareas that carry `required`. */
const requiredIds = (form: string) =>
  [...form.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /\srequired(?:=""|\s|>|\/)/.test(tag))
    .map((tag) => tag.match(/\bid="([^"]+)"/)?.[1]);

describeWithApp("required fields", (app) => {
  test.each(FORM_PAGES)(
    "%s: every marked field is required, every required field is marked, the mark is explained once",
    async (path) => {
      const html = await pageHtml(app, path);
      const forms = formsOf(html).filter((form) => markedIds(form).length > 0);
      expect(forms).toHaveLength(1);
      const [form = ""] = forms;
      expect(markedIds(form).sort()).toEqual(requiredIds(form).sort());
      expect(form.split(NOTE)).toHaveLength(2);
    },
  );
});
