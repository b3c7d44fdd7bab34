"use client";

import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CategorySelect } from "@/components/tasks/category-select";
import { Textarea } from "@/components/ui/textarea";
import { DEFAULT_CATEGORY, isCategory, type Category } from "@/lib/categories";
import {
  JOURNAL_CONTENT_MAX,
  JOURNAL_TITLE_MAX,
  checkJournalForm,
  type JournalDto,
  type JournalFormInput,
} from "@/lib/journal/shapes";
import { plainResolver } from "@/lib/forms/plain-resolver";
import { JournalVoiceInput, type SpokenEntry } from "./journal-voice-input";
import { createJournal, updateJournal } from "./journal-changes";

export type EntryDialogMode =
  { kind: "new"; category: Category } | { kind: "edit"; entry: JournalDto };

type Props = {
  mode: EntryDialogMode | null;
  onClose: () => void;
  onSaved: (entry: JournalDto) => void;
  label: (category: string) => string;
};

function initialValues(mode: EntryDialogMode | null): JournalFormInput {
  if (mode?.kind === "edit") {
    const { title, content, category } = mode.entry;
    return { title, content, category: isCategory(category) ? category : DEFAULT_CATEGORY };
  }
  return { title: "", content: "", category: mode?.category ?? DEFAULT_CATEGORY };
}

/** New Journal Entry / Edit Journal Entry (spec §2, §4): edit prefills, closing clears. */
export function JournalEntryDialog({ mode, onClose, onSaved, label }: Props) {
  // The last opened mode stays on screen while the dialog animates closed.
  const [shown, setShown] = useState(mode);
  if (mode && mode !== shown) setShown(mode);
  const editing = shown?.kind === "edit";
  const form = useForm<JournalFormInput>({
    resolver: plainResolver(checkJournalForm),
    defaultValues: initialValues(mode),
  });
  const { errors, isSubmitting: saving } = form.formState;
  // Both fields share the spec's one sentence; show it once.
  const formError = errors.title?.message ?? errors.content?.message ?? errors.category?.message;

  // Every opening starts from the entry (edit) or a blank form (new): what was typed before is gone.
  useEffect(() => {
    if (mode) form.reset(initialValues(mode));
  }, [mode, form]);

  const onSubmit = async (values: JournalFormInput) => {
    const entry =
      mode?.kind === "edit"
        ? await updateJournal(mode.entry.id, values)
        : await createJournal(values);
    if (!entry) return; // the toast said why; what was typed stays
    if (entry !== "queued") onSaved(entry); // queued: listed as waiting to sync on the page

    onClose();
  };

  // Dictation fills an empty title and adds to what is already written.
  const addSpoken = ({ title, content }: SpokenEntry) => {
    if (!form.getValues("title").trim()) form.setValue("title", title, { shouldDirty: true });
    const current = form.getValues("content").trimEnd();
    form.setValue("content", current ? `${current}\n\n${content}` : content, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger();
  };

  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Journal Entry" : "New Journal Entry"}</DialogTitle>
          <DialogDescription>
            Write freely, or dictate with voice input. Tasks can be created from the entry later.
          </DialogDescription>
        </DialogHeader>
        <form
          id="journal-entry-form"
          onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
          className="space-y-4"
          noValidate
        >
          <div className="space-y-2">
            <Label htmlFor="journal-title">Title</Label>
            <Input
              id="journal-title"
              placeholder="Give your entry a title"
              maxLength={JOURNAL_TITLE_MAX}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={formError ? "journal-form-error" : undefined}
              {...form.register("title")}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="journal-category">Life Area</Label>
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <CategorySelect
                  id="journal-category"
                  className="w-full sm:w-64"
                  value={field.value}
                  onChange={field.onChange}
                  label={label}
                />
              )}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="journal-content">Content</Label>
            <Textarea
              id="journal-content"
              placeholder="What's on your mind?"
              className="max-h-[45dvh] min-h-40 overflow-y-auto"
              maxLength={JOURNAL_CONTENT_MAX}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={formError ? "journal-form-error" : undefined}
              {...form.register("content")}
            />
          </div>
          <JournalVoiceInput onResult={addSpoken} disabled={saving} />
          {formError && (
            <p id="journal-form-error" className="text-sm font-medium text-destructive">
              {formError}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="journal-entry-form" disabled={saving}>
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            {editing ? "Update Entry" : "Save Entry"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
