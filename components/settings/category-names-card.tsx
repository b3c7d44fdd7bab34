"use client";

import { AppLink } from "@/components/ui/app-link";
import { Loader2, Lock } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { CATEGORIES, CATEGORY_LABELS, categoryColor, type Category } from "@/lib/categories";
import { CATEGORY_NAME_MAX } from "@/lib/settings/shapes";

type Props = {
  names: Record<Category, string>;
  onChange: (category: Category, name: string) => void;
  locked: boolean;
  /** The card saves its own fields (its form's submit); true while that save runs. */
  saving?: boolean;
};

export function CategoryNamesCard({ names, onChange, locked, saving = false }: Props) {
  return (
    <Card aria-labelledby="category-names-title">
      <CardHeader>
        <CardTitle level={2} id="category-names-title" className="flex items-center gap-2">
          Category Names
          {locked && <Lock className="size-4 text-muted-foreground" aria-label="Locked" />}
        </CardTitle>
        <CardDescription>
          Give the eight life areas your own names (up to {CATEGORY_NAME_MAX} characters). Leave a
          field empty to use the default.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {locked && (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Renaming categories is a Premium feature.
            </p>
            <Button asChild size="sm">
              <AppLink href="/subscribe">Upgrade to Premium</AppLink>
            </Button>
          </div>
        )}
        <fieldset disabled={locked} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Category names</legend>
          {CATEGORIES.map((c) => (
            <div key={c} className="space-y-1.5">
              <Label
                htmlFor={`name-${c}`}
                className="flex items-center gap-2 text-xs text-muted-foreground"
              >
                <span
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: categoryColor(c) }}
                  aria-hidden
                />
                {CATEGORY_LABELS[c]}
              </Label>
              <Input
                id={`name-${c}`}
                value={names[c]}
                placeholder={CATEGORY_LABELS[c]}
                maxLength={CATEGORY_NAME_MAX}
                onChange={(e) => onChange(c, e.target.value)}
              />
            </div>
          ))}
        </fieldset>
      </CardContent>
      {!locked && (
        <CardFooter className="justify-end">
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="animate-spin" aria-hidden />}
            {saving ? "Saving..." : "Save Names"}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
