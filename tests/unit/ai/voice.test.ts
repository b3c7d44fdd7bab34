import { describe, expect, it } from "vitest";
import { createLocalEngine } from "@/lib/ai/local/engine";
import { journalTitle } from "@/lib/ai/local/voice";

const engine = createLocalEngine();
// Wednesday 11 June 2025, local time.
const NOW = new Date(2025, 5, 11, 10, 0, 0);

describe("voice → task", () => {
  it.each([
    ["I need to submit the report by Friday", "Submit the report", "2025-06-13"],
    ["remind me to call mom next Monday", "Call mom", "2025-06-16"],
    ["pay the rent tomorrow", "Pay the rent", "2025-06-12"],
    ["buy Christmas gifts in December", "Buy Christmas gifts", "2025-12-01"],
    ["renew my passport by the 15th", "Renew my passport", "2025-06-15"],
    ["send the invoice by the 3rd", "Send the invoice", "2025-07-03"],
    ["email the client due on June 20", "Email the client", "2025-06-20"],
  ])("%j → %j due %s", async (transcript, description, deadline) => {
    const r = await engine.parseTaskVoice(transcript, NOW);
    expect(r).toEqual({
      taskDescription: description,
      hasDeadline: true,
      deadline,
      isPriority: false,
    });
  });

  it.each(["urgent", "important", "priority", "asap", "critical", "immediately"])(
    "'%s' marks priority and is removed",
    async (word) => {
      const r = await engine.parseTaskVoice(`fix the leaking pipe ${word}`, NOW);
      expect(r.isPriority).toBe(true);
      expect(r.taskDescription).toBe("Fix the leaking pipe");
      expect(r.hasDeadline).toBe(false);
      expect(r.deadline).toBeNull();
    },
  );

  it("handles urgency phrases and filler together", async () => {
    const r = await engine.parseTaskVoice(
      "Okay so I need to call the plumber by Friday, it's really urgent",
      NOW,
    );
    expect(r).toEqual({
      taskDescription: "Call the plumber",
      hasDeadline: true,
      deadline: "2025-06-13",
      isPriority: true,
    });
  });

  it("has no deadline or priority for plain tasks, and ignores 'may' as a verb", async () => {
    expect(await engine.parseTaskVoice("water the plants", NOW)).toEqual({
      taskDescription: "Water the plants",
      hasDeadline: false,
      deadline: null,
      isPriority: false,
    });
    expect((await engine.parseTaskVoice("I may go running", NOW)).hasDeadline).toBe(false);
  });
});

describe("voice → journal", () => {
  it("title is the first five words and content is punctuated", async () => {
    const r = await engine.parseJournalVoice(
      "today was a good day i went for a run and felt great",
    );
    expect(r.title).toBe("Today was a good day");
    expect(r.content).toBe("Today was a good day I went for a run and felt great.");
  });

  it("cuts long titles to 47 characters plus an ellipsis", () => {
    const t = journalTitle(
      "Extraordinarily overwhelming responsibilities accumulated unexpectedly yesterday evening",
    );
    expect(t.length).toBe(50);
    expect(t.endsWith("...")).toBe(true);
  });

  it("keeps a title of exactly 50 characters", () => {
    const fifty = "abcdefghij abcdefghij abcdefghij abcdefghij abcdef"; // 5 words, 50 characters
    expect(fifty.length).toBe(50);
    expect(journalTitle(`${fifty} more words`)).toBe(fifty);
  });

  it("uses 'Journal Entry' when the title would be shorter than 3 characters", async () => {
    expect(journalTitle("hi")).toBe("Journal Entry");
    expect(journalTitle("")).toBe("Journal Entry");
    expect(journalTitle("hey")).toBe("hey");
    expect((await engine.parseJournalVoice("ok")).title).toBe("Journal Entry");
  });
});

describe("voice → task: ordinary words are not dates (issue 31)", () => {
  const TUE = new Date(2026, 10, 24, 10, 0, 0);
  it.each([
    "buy groceries for the week",
    "buy snacks for the weekend",
    "plan date night",
    "read the 4-Hour Workweek",
  ])("%j has no deadline and keeps its words", async (t) => {
    const r = await engine.parseTaskVoice(t, TUE);
    expect(r.hasDeadline).toBe(false);
    expect(r.taskDescription.toLowerCase()).toBe(t.toLowerCase());
  });

  it.each([
    ["send the invoice by the end of the month", "Send the invoice", "2026-11-30", undefined],
    ["call the dentist tonight", "Call the dentist", "2026-11-24", "20:00"],
    ["call Anna this week", "Call Anna", "2026-11-29", undefined],
  ])("%j keeps the preposition with the date", async (t, description, deadline, dueTime) => {
    const r = await engine.parseTaskVoice(t, TUE);
    expect(r).toMatchObject({ taskDescription: description, hasDeadline: true, deadline });
    expect(r.dueTime).toBe(dueTime);
  });
});
