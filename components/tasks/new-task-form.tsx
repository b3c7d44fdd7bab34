"use client";

import { useRef, useState, type FormEvent } from "react";
import { Loader2, Plus, Sparkles } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { apiJson, serverMessage } from "@/lib/api/client";
import { checkNewTaskDescription } from "@/lib/tasks/limits";
import { LazyVoiceInput } from "@/components/voice/lazy-voice-input";
import { useAddTask } from "./use-tasks";

type VoiceResult = { taskDescription: string; hasDeadline: boolean; deadline: string | null; isPriority: boolean };

/** Used when the server cannot parse the transcript: the words themselves, tidied. */
const localTaskText = (transcript: string) => {
  const t = transcript.trim().replace(/\s+/g, " ");
  return t.charAt(0).toUpperCase() + t.slice(1);
};

export function NewTaskForm() {
  const addTask = useAddTask();
  // One field: plain state keeps react-hook-form out of the dashboard's first JavaScript.
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const validate = (text: string) => {
    const verdict = checkNewTaskDescription(text);
    setError(verdict === true ? null : verdict);
    return verdict === true;
  };

  const onVoiceError = (message: string) => toast({ title: "Voice input failed", description: message, variant: "destructive" });
  const onTranscript = async (transcript: string) => {
    let text: string;
    try {
      const result = await apiJson<VoiceResult>("POST", "/api/tasks/process-voice", { transcript });
      text = result.taskDescription || localTaskText(transcript);
    } catch {
      text = localTaskText(transcript);
    }
    setDescription(text);
    validate(text);
    toast({ title: "Voice input processed", description: "Task extracted from your speech. You can edit before adding." });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!validate(description)) {
      input.current?.focus();
      return;
    }
    addTask.mutate({ description: description.trim() }, {
      onSuccess: () => {
        setDescription("");
        setSubmitted(false);
        setError(null);
        toast({ title: "Task added", description: "Your task has been categorized and added to your list." });
      },
      onError: (err) =>
        toast({ title: "Failed to add task", description: serverMessage(err, "Please try again later."), variant: "destructive" }),
    });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate data-tour="add-task">
      <Label htmlFor="new-task">New Task</Label>
      <div className="flex gap-2">
        <Input
          id="new-task"
          ref={input}
          placeholder="Enter a new task to do..."
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-task-error" : "new-task-hint"}
          value={description}
          onChange={(e) => {
            setDescription(e.target.value);
            // Like the other forms: re-checked as you type once a submit has shown a message.
            if (submitted) validate(e.target.value);
          }}
        />
        <Button type="submit" disabled={addTask.isPending}>
          {addTask.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
          Add
        </Button>
      </div>
      {error ? (
        <p id="new-task-error" className="text-sm font-medium text-destructive">{error}</p>
      ) : (
        <p id="new-task-hint" className="flex items-center gap-1 text-xs text-muted-foreground">
          <Sparkles className="size-3" aria-hidden />
          AI will automatically categorize your task
        </p>
      )}
      <LazyVoiceInput onFinished={onTranscript} onError={onVoiceError} />
    </form>
  );
}
