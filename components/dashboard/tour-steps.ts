// The 7 steps of the first-time guided tour (spec §2). `anchor` is a data-tour attribute value.
export type TourStep = { title: string; body: string; anchor?: string };

export const TOUR_STEPS: TourStep[] = [
  {
    title: "Welcome to Balance!",
    body: "Let's take a quick look around. Balance helps you spread your effort across the eight areas of your life.",
  },
  {
    title: "Add your first task",
    body: "Type anything you need to do, or use your voice. AI puts it in the right life area for you.",
    anchor: "add-task",
  },
  {
    title: "View your tasks",
    body: "Your tasks live here. Switch between To Do and Completed, tick a task when it's done, and star what matters most.",
    anchor: "task-list",
  },
  {
    title: "AI prioritization",
    body: "AI Prioritize orders your To Do list by importance, deadlines and the areas you've been neglecting.",
    anchor: "prioritize",
  },
  {
    title: "Your life balance wheel",
    body: "The wheels show how your tasks spread across the eight areas, for what's to do and what's done.",
    anchor: "wheels",
  },
  {
    title: "Category legend",
    body: "Each area's share of your tasks, next to your ideal share. Set your ideals in Settings.",
    anchor: "legend",
  },
  {
    title: "You're all set!",
    body: "Tick off the welcome task once you've added your own. Enjoy a more balanced life!",
  },
];

export const TOUR_OFFSET_PX = 12;
export const TOUR_EDGE_MARGIN_PX = 16;
