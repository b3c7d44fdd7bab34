// Which task counts the shown insight was written for, kept beside the last analysis in
// localStorage, so the dashboard can say the insight is older than the tasks.

const ANALYSIS_BASIS_KEY = "lastAnalysisBasis";

const listeners = new Set<() => void>();

export const analysisBasis = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => localStorage.getItem(ANALYSIS_BASIS_KEY),
  set(basis: string) {
    localStorage.setItem(ANALYSIS_BASIS_KEY, basis);
    listeners.forEach((l) => l());
  },
};
