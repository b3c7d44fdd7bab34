"use client";

import { lazy, useState } from "react";
import { Download, Loader2, ShieldCheck } from "@/components/ui/icons";
import { serverMessage } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { OpenOnDemand } from "@/components/ui/open-on-demand";
import { DeleteAccountTrigger } from "./delete-account-trigger";
import { downloadIcs, downloadMyData, downloadTodoist } from "./export-data";

const loadDeleteDialog = () => import("./delete-account-dialog");
const DeleteAccountDialog = lazy(() =>
  loadDeleteDialog().then((m) => ({ default: m.DeleteAccountDialog })),
);

export function YourDataCard() {
  const [exporting, setExporting] = useState<null | "json" | "todoist" | "ics">(null);

  const onExport = async (kind: "json" | "todoist" | "ics") => {
    setExporting(kind);
    try {
      await (kind === "json"
        ? downloadMyData()
        : kind === "todoist"
          ? downloadTodoist()
          : downloadIcs());
    } catch (err) {
      toast({
        title: "Export failed",
        description: serverMessage(err, "Please try again later."),
        variant: "destructive",
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          Your Data
        </CardTitle>
        <CardDescription>
          Download everything stored about you as a JSON file, take your tasks to another app (a
          Todoist template per area, or an iCalendar file of tasks for Thunderbird or tasks.org), or
          delete your account and all of its data.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void onExport("json")}
          disabled={exporting !== null}
        >
          {exporting === "json" ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Download aria-hidden />
          )}
          Export my data
        </Button>
        <Button
          variant="outline"
          onClick={() => void onExport("todoist")}
          disabled={exporting !== null}
        >
          {exporting === "todoist" ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Download aria-hidden />
          )}
          Export for Todoist
        </Button>
        <Button
          variant="outline"
          onClick={() => void onExport("ics")}
          disabled={exporting !== null}
        >
          {exporting === "ics" ? (
            <Loader2 className="animate-spin" aria-hidden />
          ) : (
            <Download aria-hidden />
          )}
          Export tasks (.ics)
        </Button>
        <OpenOnDemand
          popup={DeleteAccountDialog}
          preload={() => void loadDeleteDialog()}
          trigger={<DeleteAccountTrigger />}
          haspopup="dialog"
        />
      </CardContent>
    </Card>
  );
}
