/**
 * OpenAI-backed engine (ai@6 + @ai-sdk/openai@3). Structured output via
 * generateText({ output: Output.object({ schema }) }); images come back as bytes.
 * Models are injectable so tests can use MockLanguageModelV3 / MockImageModelV3.
 */
import "server-only";
import { calendarSentence, wheelTimeSentence } from "../time-words";
import { generateImage, generateText, Output, type ImageModel, type LanguageModel } from "ai";
import { createOpenAI } from "@ai-sdk/openai";
import { z } from "zod";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  DEFAULT_CATEGORY,
  isCategory,
  type Category,
} from "@/lib/categories";
import { isCalendarDate } from "@/lib/time/days";
import { isClockTime } from "@/lib/time/clock";
import { weekdayName } from "@/lib/time/day-labels";
import { firstOccurrence, normalizeRecurrence } from "@/lib/tasks/recurrence";
import { formatIdeal } from "@/lib/tasks/shares";
import { dayForTime } from "@/lib/quick-add/deadline";
import { readDueDate } from "../journal-dates";
import type { AiEngine, BalanceInput, GeneratedImage, ImageMimeType, NeglectHint } from "../types";
import { lowOnBoth, satisfactionSentence } from "../satisfaction-words";
import { legendShares } from "../cited-wheel";
import { mentionsArea, neglectSentence } from "../neglect-words";
import {
  ANALYZE_INSTRUCTIONS,
  CATEGORIZE_INSTRUCTIONS,
  EXTRACT_INSTRUCTIONS,
  PRIORITIZE_INSTRUCTIONS,
  QUICK_ADD_INSTRUCTIONS,
  SYSTEM,
  VOICE_JOURNAL_INSTRUCTIONS,
  VOICE_TASK_INSTRUCTIONS,
} from "./prompts";

type AreaNames = Partial<Record<Category, string>> | undefined;
const areaName = (c: Category, names: AreaNames) => names?.[c]?.trim() || CATEGORY_LABELS[c];

/** The neglected-area hint as the model reads it: display name, weeks, weekly shares and ideal. */
function neglectPayload(hint: NeglectHint | null | undefined, names: AreaNames) {
  if (!hint) return undefined;
  return {
    area: hint.area,
    displayName: areaName(hint.area, names),
    weeks: hint.weeks,
    weeklyShares: hint.shares.map((s) => `${Math.round(s)}%`),
    ideal: `${formatIdeal(hint.ideal)}%`,
  };
}

/** The model was asked to name the neglected area; when its text does not, our sentence leads. */
function withNeglect(text: string, hint: NeglectHint | null | undefined, names: AreaNames): string {
  if (!hint || mentionsArea(text, areaName(hint.area, names))) return text;
  return `${neglectSentence(hint, areaName(hint.area, names))} ${text}`;
}

/** The areas low on both satisfaction and time lead the text when the model's reply left them out. */
function withSatisfaction(text: string, input: BalanceInput): string {
  const sentence = satisfactionSentence(input);
  const names = lowOnBoth(input).map((r) => areaName(r.area, input.categoryNames));
  if (!sentence || names.every((name) => mentionsArea(text, name))) return text;
  return `${sentence} ${text}`;
}

export interface OpenAiEngineOptions {
  model?: LanguageModel;
  imageModel?: ImageModel;
  apiKey?: string;
  /** Retries inside the SDK; keep low so fallbacks kick in quickly. */
  maxRetries?: number;
}

// Lenient shapes: the model may say a category outside the eight; we map it ourselves
// (spec §5: unknown category → personal_growth with confidence 0.5) instead of failing.
const looseCategorize = z.object({
  category: z.string(),
  confidence: z.number().optional(),
  explanation: z.string().optional(),
});
const loosePrioritize = z.object({
  orderedIds: z.array(z.number()),
  message: z.string(),
  explanation: z.string(),
});
/** Each area's whole-percent share of one wheel, as the dashboard's legend shows it. */
const legendShareMap = (counts: Record<Category, number>): Record<string, number> =>
  legendShares(counts).share;

/**
 * The facts about one wheel a sentence may state (issue 31): every area sharing the biggest share
 * (ties named together) and how many areas have no task, so the model neither picks one of a tie
 * nor names one of seven empty areas as "the least".
 */
function wheelFacts(counts: Record<Category, number>, names: AreaNames) {
  const shares = legendShares(counts).share;
  const total = CATEGORIES.reduce(
    (sum, c) => sum + (Number.isFinite(counts[c]) ? Math.max(0, counts[c]) : 0),
    0,
  );
  if (total === 0) return undefined;
  const top = Math.max(...CATEGORIES.map((c) => shares[c]));
  const empty = CATEGORIES.filter((c) => !(counts[c] > 0));
  return {
    biggestShare: {
      areas: CATEGORIES.filter((c) => shares[c] === top).map((c) => areaName(c, names)),
      percent: top,
    },
    areasWithoutTasks: { count: empty.length, areas: empty.map((c) => areaName(c, names)) },
  };
}

const looseAnalysis = z.object({
  analysis: z.string().min(1),
  quote: z.string().min(1),
  action: z.string().min(1),
});
const looseExtract = z.object({
  tasks: z.array(z.object({ description: z.string(), category: z.string() })),
});
// New fields are nullable, not optional: OpenAI's strict structured output wants every key required.
const looseVoiceTask = z.object({
  taskDescription: z.string(),
  hasDeadline: z.boolean(),
  deadline: z.string().nullable(),
  isPriority: z.boolean(),
  dueTime: z.string().nullable(),
  recurrence: z.string().nullable(),
});
const looseQuickAdd = z.object({
  description: z.string(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  recurrence: z.string().nullable(),
  isPriority: z.boolean(),
});
const looseVoiceJournal = z.object({ title: z.string(), content: z.string() });

const toIsoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const toClock = (d: Date) =>
  `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;

/** A model's rule, normalised; a rule we cannot store is an error, so the local engine answers instead. */
function modelRule(raw: string | null): string | null {
  if (raw === null || raw.trim() === "") return null;
  const checked = normalizeRecurrence(raw);
  if (!checked.ok) throw new Error(`model returned an unusable recurrence: ${checked.message}`);
  return checked.rule;
}

function mime(mediaType: string | undefined): ImageMimeType {
  if (mediaType === "image/jpeg" || mediaType === "image/webp") return mediaType;
  return "image/png";
}

export function createOpenAiEngine(opts: OpenAiEngineOptions = {}): AiEngine {
  const provider =
    opts.model && opts.imageModel
      ? null
      : createOpenAI({ apiKey: opts.apiKey ?? process.env.OPENAI_API_KEY });
  const model: LanguageModel = opts.model ?? provider!(process.env.OPENAI_MODEL || "gpt-4o-mini");
  const imageModel: ImageModel =
    opts.imageModel ?? provider!.image(process.env.OPENAI_IMAGE_MODEL || "gpt-image-1");
  const maxRetries = opts.maxRetries ?? 1;

  async function ask<T>(schema: z.ZodType<T>, instructions: string, payload: unknown): Promise<T> {
    const { output } = await generateText({
      model,
      system: SYSTEM,
      prompt: `${instructions}\n\nInput (JSON):\n${JSON.stringify(payload)}`,
      output: Output.object({ schema }),
      maxRetries,
    });
    return output;
  }

  return {
    name: "openai",

    async categorize(description, ctx) {
      const r = await ask(looseCategorize, CATEGORIZE_INSTRUCTIONS, {
        task: description,
        userCorrections: ctx?.userExamples?.slice(0, 20),
      });
      if (!isCategory(r.category)) {
        return {
          category: DEFAULT_CATEGORY,
          confidence: 0.5,
          explanation: r.explanation ?? "Unknown category, using default",
        };
      }
      const confidence =
        typeof r.confidence === "number" && r.confidence >= 0 && r.confidence <= 1
          ? r.confidence
          : 0.5;
      return {
        category: r.category,
        confidence,
        explanation: r.explanation ?? `Matched ${CATEGORY_LABELS[r.category]}`,
      };
    },

    async prioritize(input) {
      const now = input.now ?? new Date();
      const r = await ask(loosePrioritize, PRIORITIZE_INSTRUCTIONS, {
        today: input.today ?? toIsoDate(now),
        idealPercentages: input.idealPercentages,
        areaNames: Object.fromEntries(
          CATEGORIES.map((c) => [c, input.categoryNames?.[c] || CATEGORY_LABELS[c]]),
        ),
        tasks: input.tasks.map((t) => ({
          id: t.id,
          description: t.description,
          category: t.category,
          important: t.important,
          createdAt: t.createdAt,
          dueDate: t.dueDate ?? null,
          dueTime: t.dueDate ? (t.dueTime ?? null) : null,
          goal: t.goal ?? null,
        })),
        satisfaction: input.satisfaction ?? null,
        neglectedArea: neglectPayload(input.neglected, input.categoryNames),
      });
      // Keep exactly the given ids: drop unknown/duplicates, append anything the model forgot.
      const known = new Set(input.tasks.map((t) => t.id));
      const ordered = [...new Set(r.orderedIds)].filter((id) => known.has(id));
      for (const t of input.tasks) if (!ordered.includes(t.id)) ordered.push(t.id);
      return {
        orderedIds: ordered,
        message: r.message,
        explanation: withNeglect(r.explanation, input.neglected, input.categoryNames),
      };
    },

    async analyzeBalance(input) {
      const r = await ask(looseAnalysis, ANALYZE_INSTRUCTIONS, {
        todo: input.todo,
        completed: input.completed,
        // The legend's own numbers, so the model quotes them rather than computing its own.
        todoShares: legendShareMap(input.todo),
        completedShares: legendShareMap(input.completed),
        todoFacts: wheelFacts(input.todo, input.categoryNames),
        completedFacts: wheelFacts(input.completed, input.categoryNames),
        idealPercentages: Object.fromEntries(
          CATEGORIES.map((c) => [c, formatIdeal(input.idealPercentages[c] ?? 0)]),
        ),
        areaNames: Object.fromEntries(
          CATEGORIES.map((c) => [c, input.categoryNames?.[c] || CATEGORY_LABELS[c]]),
        ),
        variation: input.seed ?? 0,
        neglectedArea: neglectPayload(input.neglected, input.categoryNames),
        satisfaction: input.satisfaction ?? null,
        // Habit checks are in `completed` (issue 46), like in the completed wheel.
        ...(input.habitChecks ? { habitChecks: input.habitChecks } : {}),
        ...(input.todoMinutes
          ? { todoMinutes: input.todoMinutes, completedMinutes: input.completedMinutes }
          : {}),
        ...(input.todoCalendarMinutes
          ? {
              todoCalendarMinutes: input.todoCalendarMinutes,
              completedCalendarMinutes: input.completedCalendarMinutes,
            }
          : {}),
      });
      // By time (issue 27) the same time sentence as the local engine's ends the text, so both speak in time.
      const time = input.todoMinutes ? wheelTimeSentence(input, input.categoryNames) : null;
      // And how much of it came from the calendar (issue 44 item 5), in the same words as the local engine.
      const calendar = input.todoMinutes ? calendarSentence(input, input.categoryNames) : null;
      const analysis = withSatisfaction(
        withNeglect(r.analysis, input.neglected, input.categoryNames),
        input,
      );
      return { ...r, analysis: [analysis, time, calendar].filter(Boolean).join(" ") };
    },

    async extractTasks(entry) {
      const r = await ask(looseExtract, EXTRACT_INSTRUCTIONS, {
        title: entry.title,
        content: entry.content,
        category: entry.category,
      });
      return r.tasks
        .map((t) => {
          // Date words the model kept ("on Friday") become the due date, read as quick add reads them.
          const dated = readDueDate(t.description.trim().replace(/\.$/, ""), entry.now);
          return { ...dated, category: isCategory(t.category) ? t.category : entry.category };
        })
        .filter((t) => t.description.length > 0);
    },

    async parseTaskVoice(transcript, now = new Date()) {
      const today = toIsoDate(now);
      const r = await ask(looseVoiceTask, VOICE_TASK_INSTRUCTIONS, {
        today,
        weekday: weekdayName(today),
        time: toClock(now),
        transcript,
      });
      let deadline =
        r.deadline && /^\d{4}-\d{2}-\d{2}$/.test(r.deadline) && isCalendarDate(r.deadline)
          ? r.deadline
          : null;
      const checked = r.recurrence ? normalizeRecurrence(r.recurrence) : null;
      const recurrence = checked?.ok ? checked.rule : null;
      if (recurrence && !deadline) deadline = firstOccurrence(recurrence, today);
      const dueTime = deadline && r.dueTime && isClockTime(r.dueTime) ? r.dueTime : null;
      return {
        taskDescription: r.taskDescription.trim(),
        hasDeadline: deadline !== null,
        deadline,
        isPriority: r.isPriority,
        ...(dueTime ? { dueTime } : {}),
        ...(deadline && recurrence ? { recurrence } : {}),
      };
    },

    async parseQuickAdd(text, now) {
      const r = await ask(looseQuickAdd, QUICK_ADD_INSTRUCTIONS, {
        now: { date: now.date, weekday: weekdayName(now.date), time: now.time },
        text,
      });
      const description = r.description.trim();
      if (!description) throw new Error("model returned an empty description");
      if (r.dueDate !== null && !isCalendarDate(r.dueDate))
        throw new Error("model returned an unusable dueDate");
      if (r.dueTime !== null && !isClockTime(r.dueTime))
        throw new Error("model returned an unusable dueTime");
      const recurrence = modelRule(r.recurrence);
      // A rule or a time without a day: the rule's first occurrence, or today/tomorrow for the time.
      const dueDate =
        r.dueDate ??
        (recurrence
          ? firstOccurrence(recurrence, now.date)
          : r.dueTime
            ? dayForTime(r.dueTime, now)
            : null);
      return {
        description,
        dueDate,
        dueTime: dueDate ? r.dueTime : null,
        recurrence: dueDate ? recurrence : null,
        isPriority: r.isPriority,
      };
    },

    async parseJournalVoice(transcript) {
      return ask(looseVoiceJournal, VOICE_JOURNAL_INSTRUCTIONS, { transcript });
    },

    async generateImage(prompt): Promise<GeneratedImage> {
      const { image } = await generateImage({
        model: imageModel,
        prompt,
        size: "1024x1024",
        maxRetries,
      });
      return { bytes: image.uint8Array, mimeType: mime(image.mediaType) };
    },
  };
}
