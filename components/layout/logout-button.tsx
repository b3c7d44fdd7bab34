"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useLogout } from "@/components/auth/use-logout";

/** The header's Logout button (desktop); its icon comes from the server-rendered header. */
export function LogoutButton({ icon }: { icon: ReactNode }) {
  const { logout, pending, dialog } = useLogout();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void logout()} disabled={pending}>
        {icon}Logout
      </Button>
      {dialog}
    </>
  );
}
