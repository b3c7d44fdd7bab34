// Every new account starts with this task; the guided tour starts while it is the only task (spec §4).
export const WELCOME_TEXT = "Welcome to Balance!";
export const WELCOME_TASK_DESCRIPTION = `${WELCOME_TEXT} Add your first task above, then tick this one off`;
