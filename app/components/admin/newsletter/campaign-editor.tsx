import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useRef, useState } from "react";
import { ScheduleInput, useBrowserTimeZone } from "#app/components/admin/posts/publish-panel.tsx";
import { RichTextEditor } from "#app/components/admin/posts/rich-text-editor.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { Field, SelectField } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form } from "#app/lib/links.tsx";
import { CampaignFormSchema } from "#app/schemas/campaign-form.ts";
import { NEWSLETTER_INTERESTS } from "#app/schemas/form-choices.ts";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";

export type CampaignValues = {
  subject: string;
  previewText: string;
  body: RichTextDoc | null;
  postId: string | null;
  interests: string[];
  scheduledFor: Date | string | null;
};

/**
 * A campaign's draft: subject, preview, the text in the posts' editor (or a published post to send
 * instead) and who receives it. `canSend` adds the test and send buttons once it is saved.
 */
export function CampaignEditor(props: {
  values: CampaignValues;
  posts: { id: string; title: string }[];
  lastResult: SubmissionResult<string[]> | null;
  canSend: boolean;
}) {
  const { values } = props;
  const [form, fields] = useSchemaForm(CampaignFormSchema, {
    id: "campaign",
    lastResult: props.lastResult,
    validateOn: "onSubmit",
    defaultValue: {
      subject: values.subject,
      previewText: values.previewText,
      postId: values.postId ?? "",
    },
  });
  const initialDoc = useRef<RichTextDoc>(values.body ?? { type: "doc", content: [] });
  const [body, setBody] = useState(JSON.stringify(initialDoc.current));
  const zone = useBrowserTimeZone();
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.subject} label="Subject" maxLength={200} />
      <Field
        field={fields.previewText}
        label="Preview text (shown after the subject in the inbox)"
        maxLength={200}
      />
      <SelectField
        field={fields.postId}
        label="Send a published post instead of the text below"
        options={props.posts.map((post) => ({ value: post.id, label: post.title }))}
        placeholder="No: send the text below"
      />
      <div>
        <span id="campaign-body-label" className="mb-1.5 block text-sm font-medium">
          Campaign text
        </span>
        <RichTextEditor
          id="campaign-body"
          label="Campaign text"
          initial={initialDoc.current}
          onChange={(doc) => setBody(JSON.stringify(doc))}
        />
        <input type="hidden" name="body" value={body} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          Audience: confirmed subscribers with any of these interests (none ticked: all of them)
        </legend>
        {NEWSLETTER_INTERESTS.map((interest) => (
          <label key={interest.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="interests"
              value={interest.value}
              defaultChecked={values.interests.includes(interest.value)}
            />
            {interest.label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={buttonClass()}>
          Save draft
        </button>
        {props.canSend ? (
          <>
            <button
              type="submit"
              name="intent"
              value="test"
              className={buttonClass({ variant: "outline" })}
            >
              Send a test to me
            </button>
            <button
              type="submit"
              name="intent"
              value="send"
              className={buttonClass({ variant: "outline" })}
            >
              Send now
            </button>
          </>
        ) : null}
      </div>
      {props.canSend ? (
        <div className="flex flex-wrap items-end gap-3 border-t pt-4">
          <div>
            <ScheduleInput
              field={fields.scheduledFor}
              label="Send later"
              scheduledFor={values.scheduledFor}
              zone={zone}
            />
          </div>
          <input type="hidden" name="timeZone" value={zone} />
          <button
            type="submit"
            name="intent"
            value="schedule"
            className={buttonClass({ variant: "outline" })}
          >
            Schedule
          </button>
        </div>
      ) : null}
    </Form>
  );
}
