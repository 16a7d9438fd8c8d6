import type { FormSettingResponse } from "@domain/schemas/end-user.ts";
import { useCallback, useEffect, useState } from "react";
import { type FormKind, fetchFormSetting } from "./api.ts";
import { usePage } from "./page-context.tsx";
import { errorText } from "./submission.ts";

export type SettingState =
  | { status: "loading" }
  | { status: "ready"; setting: FormSettingResponse }
  | { status: "failed"; message: string };

/** The site's form definition for this page, fetched after hydration; `retry` fetches it again. */
export function useFormSetting(kind: FormKind) {
  const { snapshot, t } = usePage();
  const [state, setState] = useState<SettingState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    fetchFormSetting(snapshot.siteId, kind, snapshot.lang)
      .then((setting) => {
        if (live) setState({ status: "ready", setting: { ...setting, fields: sorted(setting.fields) } });
      })
      .catch((error: unknown) => {
        if (live) setState({ status: "failed", message: errorText(error, t) });
      });
    return () => {
      live = false;
    };
  }, [snapshot, kind, t, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

const sorted = (fields: FormSettingResponse["fields"]) => [...fields].sort((a, b) => a.orderNum - b.orderNum);
