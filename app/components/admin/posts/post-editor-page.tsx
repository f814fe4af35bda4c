import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { AdminPanel } from "#app/components/admin/admin-panel.tsx";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { CheckboxField, Field, SelectField, TextareaField } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { BLOG_CATEGORIES, type BlogCategory } from "#app/lib/blog-categories.ts";
import { Form, Link } from "#app/lib/links.tsx";
import type { LibraryImage } from "#app/lib/media.ts";
import type { PostStatus } from "#app/lib/post-status.ts";
import { PostFormSchema, slugFromTitle } from "#app/schemas/post-form.ts";
import type { RichTextDoc } from "#app/schemas/rich-text.ts";
import { CoverField } from "./cover-field.tsx";
import { PostHistory } from "./post-history.tsx";
import { PublishPanel } from "./publish-panel.tsx";
import { RichTextEditor } from "./rich-text-editor.tsx";
import { dropLocalCopy, type LocalCopy, readLocalCopy, useAutosave } from "./use-autosave.ts";

export type EditorPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: string[];
  authorName: string;
  featured: boolean;
  readTimeMinutes: number | null;
  seoTitle: string | null;
  seoDescription: string | null;
  body: RichTextDoc;
  coverImageId: string | null;
  coverAlt: string | null;
  status: PostStatus;
  publishedAt: string | null;
  scheduledFor: string | null;
  updatedAt: string;
};

type FormValues = Record<string, string>;

function valuesOf(post: EditorPost): FormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags.join(", "),
    authorName: post.authorName,
    featured: post.featured ? "on" : "",
    readTimeMinutes: post.readTimeMinutes?.toString() ?? "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    coverImageId: post.coverImageId ?? "",
    coverAlt: post.coverAlt ?? "",
    body: JSON.stringify(post.body),
  };
}

/** The cover the form starts with: the saved one, or one a copy kept on this device names. */
function coverOf(values: FormValues, saved: LibraryImage | null) {
  const id = values.coverImageId;
  if (!id) return null;
  return { id, alt: values.coverAlt ?? "", image: saved?.id === id ? saved : null };
}

const categoryOptions = BLOG_CATEGORIES.map((value) => ({ value, label: value }));

export function PostEditorPage(props: {
  post: EditorPost;
  /** The saved cover as the library has it, or null. */
  cover: LibraryImage | null;
  revisions: { id: string; editorName: string; autosave: boolean; createdAt: string }[];
  previewUrl: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { post } = props;
  const [local, setLocal] = useState<LocalCopy | null>(null);
  const [restored, setRestored] = useState<{ version: number; values: FormValues } | null>(null);
  useEffect(() => {
    const copy = readLocalCopy(post.id);
    const current = valuesOf(post);
    const differs = copy && Object.keys(current).some((key) => copy.values[key] !== current[key]);
    if (differs) setLocal(copy);
    else if (copy) dropLocalCopy(post.id);
  }, [post]);
  const restore = () => {
    if (!local) return;
    setRestored((before) => ({ version: (before?.version ?? 0) + 1, values: local.values }));
    setLocal(null);
  };
  return (
    <AdminShell title={post.title || "Untitled post"}>
      <Link to="/admin/posts" className={textLinkClass}>
        ← All posts
      </Link>
      {local ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/50 bg-primary/10 p-4"
        >
          <p className="grow text-sm">
            Changes made {new Date(local.savedAt).toLocaleString("en-US")} were kept on this device
            but never reached the server.
          </p>
          <button type="button" className={buttonClass({ size: "sm" })} onClick={restore}>
            Bring them back
          </button>
          <button
            type="button"
            className={buttonClass({ size: "sm", variant: "ghost" })}
            onClick={() => {
              dropLocalCopy(post.id);
              setLocal(null);
            }}
          >
            Discard them
          </button>
        </div>
      ) : null}
      <PostForm
        key={`${post.updatedAt}:${restored?.version ?? 0}`}
        post={post}
        cover={props.cover}
        values={restored?.values ?? valuesOf(post)}
        lastResult={props.lastResult}
        restored={Boolean(restored)}
      />
      <PostHistory postId={post.id} revisions={props.revisions} previewUrl={props.previewUrl} />
    </AdminShell>
  );
}

function PostForm(props: {
  post: EditorPost;
  cover: LibraryImage | null;
  values: FormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  restored: boolean;
}) {
  const { post, values } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useSchemaForm(PostFormSchema, {
    id: "post-form",
    lastResult: props.lastResult,
    validateOn: "onBlur",
    defaultValue: values,
  });
  const autosave = useAutosave({ formRef, postId: post.id, live: post.status === "published" });
  const [body, setBody] = useState(values.body ?? "");
  const initialDoc = useRef(
    JSON.parse(values.body ?? '{"type":"doc","content":[]}') as RichTextDoc,
  );
  // A post never published takes its address from its title until someone types one.
  const [slug, setSlug] = useState(values.slug ?? "");
  const [slugFollows, setSlugFollows] = useState(
    !post.publishedAt && (slug.startsWith("draft-") || slug === slugFromTitle(values.title ?? "")),
  );
  const { changed } = autosave;
  useEffect(() => {
    if (props.restored) changed();
  }, [props.restored, changed]);
  return (
    <Form
      method="post"
      ref={formRef}
      {...getFormProps(form)}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (slugFollows && target.name === "title") setSlug(slugFromTitle(target.value) || slug);
        changed();
      }}
      onChange={changed}
      onSubmit={autosave.submitted}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field field={fields.title} label="Title" maxLength={200} />
        <div>
          <span id="post-body-label" className="mb-1.5 block text-sm font-medium">
            Post text
          </span>
          <RichTextEditor
            id="post-body"
            label="Post text"
            initial={initialDoc.current}
            onChange={(doc) => {
              setBody(JSON.stringify(doc));
              changed();
            }}
          />
          <input type="hidden" name="body" value={body} />
        </div>
        <TextareaField
          field={fields.excerpt}
          label="Excerpt (shown on the blog's cards)"
          rows={3}
        />
      </div>
      <aside className="space-y-6">
        <PublishPanel
          status={post.status}
          scheduledFor={post.scheduledFor}
          scheduleField={fields.scheduledFor}
          autosave={autosave.status}
        />
        <CoverField
          idField={fields.coverImageId}
          altField={fields.coverAlt}
          initial={coverOf(values, props.cover)}
          onChange={changed}
        />
        <AdminPanel title="Post settings">
          <div>
            <label htmlFor={fields.slug.id} className="mb-1.5 block text-sm font-medium">
              Address: /blog/…
            </label>
            <input
              {...getInputProps(fields.slug, { type: "text" })}
              key={fields.slug.key}
              defaultValue={undefined}
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugFollows(false);
              }}
              maxLength={100}
              className="h-10 w-full rounded-md border bg-background px-3"
            />
          </div>
          <SelectField field={fields.category} label="Category" options={categoryOptions} />
          <Field field={fields.tags} label="Tags (comma separated)" maxLength={500} />
          <Field field={fields.authorName} label="Author's name" maxLength={100} />
          <CheckboxField field={fields.featured} label="Featured on the blog" />
          <Field
            field={fields.readTimeMinutes}
            label="Read time in minutes (empty: counted from the text)"
            inputMode="numeric"
          />
        </AdminPanel>
        <AdminPanel title="Search engines and sharing">
          <Field
            field={fields.seoTitle}
            label="SEO title (empty: the post's title)"
            maxLength={200}
          />
          <TextareaField
            field={fields.seoDescription}
            label="SEO description (empty: the excerpt)"
            rows={3}
          />
        </AdminPanel>
      </aside>
    </Form>
  );
}
