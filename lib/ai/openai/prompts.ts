/** Prompt text for the OpenAI engine, kept apart from the calling code. */
import { CATEGORIES, CATEGORY_LABELS } from "@/lib/categories";

export const AREAS_TEXT = CATEGORIES.map((c) => `- ${c}: ${CATEGORY_LABELS[c]}`).join("\n");

export const SYSTEM = `You are the assistant inside "Balance", a life-balance planner. Users sort tasks into eight life areas:
${AREAS_TEXT}
Use only these eight category values. Write in plain, friendly English. Never invent data you were not given.`;

export const CATEGORIZE_INSTRUCTIONS = `Pick the single life area that best fits the task. Return category (one of the eight values), confidence between 0 and 1, and a short explanation (under 15 words).`;

export const PRIORITIZE_INSTRUCTIONS = `Order the user's open tasks from what to do first to last. Consider: tasks marked important, deadlines and urgency words in the text, and life areas that are below the user's ideal share. Return orderedIds (every given id exactly once), a one-sentence message, and an explanation of the top picks in 2-3 friendly sentences.`;

export const ANALYZE_INSTRUCTIONS = `Write a short balance analysis (2-4 sentences) comparing the user's task counts per area with their ideal percentages, using the display names given. Add a short public-domain quotation with its author in the form "quote" — Author, and one concrete next action.`;

export const EXTRACT_INSTRUCTIONS = `Find the actionable tasks the writer intends to do in this journal entry. Skip feelings, past events and things they say they will not do. Each description starts with a capitalised verb, has no trailing period, and is short. Choose a category for each.`;

export const VOICE_TASK_INSTRUCTIONS = `Turn this spoken note into a task. taskDescription: the task only, starting with a capitalised verb, without filler ("I need to", "remind me to"), deadline words or urgency words. hasDeadline and deadline (YYYY-MM-DD, resolved against today's date) when a date or day is mentioned, else null. isPriority true when it says urgent, important, priority, asap, critical or immediately.`;

export const VOICE_JOURNAL_INSTRUCTIONS = `Turn this spoken journal note into an entry: title (at most 5 words, under 50 characters) and content (the cleaned transcript with sentence capitalisation and punctuation; do not add facts).`;
