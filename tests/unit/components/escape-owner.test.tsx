// @vitest-environment jsdom
// Escape goes to the dialog that holds the focus, even when a toast appeared after it opened (a
// toast is a Radix layer too, and Radix hands Escape to the newest layer). Without the rule the
// toast closed and the dialog stayed; the keyboard browser test met it when a toast arrived late.
import { useState } from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogTitle, DialogDescription } from "@/components/ui/dialog";
import { Sheet, SheetContent, SheetTitle, SheetDescription } from "@/components/ui/sheet";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Toast, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast";

afterEach(cleanup);

function LateToast({ show }: { show: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ToastProvider>
      {show && (
        <Toast open={open} onOpenChange={setOpen} duration={60_000}>
          <ToastTitle>Task added</ToastTitle>
        </Toast>
      )}
      <ToastViewport />
    </ToastProvider>
  );
}

function Harness({ inner = false }: { inner?: boolean }) {
  const [outer, setOuter] = useState(true);
  const [nested, setNested] = useState(inner);
  const [toast, setToast] = useState(false);
  return (
    <>
      <Dialog open={outer} onOpenChange={setOuter}>
        <DialogContent>
          <DialogTitle>Outer</DialogTitle>
          <DialogDescription>The first dialog</DialogDescription>
          <input aria-label="Outer field" />
          <button onClick={() => setToast(true)}>Raise a toast</button>
          <button onClick={() => setNested(true)}>Open the inner one</button>
          <Dialog open={nested} onOpenChange={setNested}>
            <DialogContent>
              <DialogTitle>Inner</DialogTitle>
              <DialogDescription>A dialog over the first</DialogDescription>
              <input aria-label="Inner field" />
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>
      <LateToast show={toast} />
      <button onClick={() => setToast(true)}>Toast from the page</button>
    </>
  );
}

const escapeOn = (el: Element) => act(() => void fireEvent.keyDown(el, { key: "Escape" }));
const raiseToast = () => act(() => void fireEvent.click(screen.getByText("Raise a toast")));

describe("Escape goes to the dialog with the focus", () => {
  it("closes the dialog, not the toast that appeared after it", async () => {
    render(<Harness />);
    await raiseToast();
    expect(screen.getByText("Task added")).toBeTruthy();
    const field = screen.getByLabelText("Outer field");
    field.focus();
    await escapeOn(field);
    expect(screen.queryByRole("dialog", { name: "Outer" })).toBeNull();
    expect(screen.getByText("Task added")).toBeTruthy();
  });

  it("closes only the inner of two dialogs", async () => {
    render(<Harness inner />);
    await raiseToast();
    const field = screen.getByLabelText("Inner field");
    field.focus();
    await escapeOn(field);
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeTruthy();
    expect(screen.getByText("Task added")).toBeTruthy();
  });

  it("an Escape pressed while a new dialog registers its layer closes that dialog, not the one below", async () => {
    // Radix's layers learn who is on top from an event, then a render: Escape sent right as the
    // inner dialog's layer announces itself still finds the outer one's listener (primitives#4143).
    render(<Harness />);
    let sent = false;
    const pressEarly = () => {
      const field = document.querySelector<HTMLInputElement>('[aria-label="Inner field"]');
      if (sent || !field) return;
      sent = true;
      field.focus();
      fireEvent.keyDown(field, { key: "Escape" });
    };
    document.addEventListener("dismissableLayer.update", pressEarly);
    await act(() => void fireEvent.click(screen.getByText("Open the inner one")));
    document.removeEventListener("dismissableLayer.update", pressEarly);
    expect(sent).toBe(true);
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeTruthy();
  });

  it("without a toast, Radix closes the dialog once, as before", async () => {
    render(<Harness inner />);
    const field = screen.getByLabelText("Inner field");
    field.focus();
    await escapeOn(field);
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Outer" })).toBeTruthy();
  });

  it("a sheet (the phone menu) closes the same way", async () => {
    function SheetHarness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetContent>
              <SheetTitle>Menu</SheetTitle>
              <SheetDescription>Pages</SheetDescription>
              <input aria-label="Menu field" />
            </SheetContent>
          </Sheet>
          <LateToast show />
        </>
      );
    }
    render(<SheetHarness />);
    const field = screen.getByLabelText("Menu field");
    field.focus();
    await escapeOn(field);
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(screen.getByText("Task added")).toBeTruthy();
  });

  it("a confirmation closes by its Cancel, unless its action is running", async () => {
    let closed = 0;
    function ConfirmHarness({ pending }: { pending: boolean }) {
      return (
        <>
          <ConfirmDialog
            open
            title="Delete the task?"
            description="It goes for good."
            confirmLabel="Delete"
            pendingLabel="Deleting…"
            onConfirm={async () => (pending ? new Promise<boolean>(() => {}) : true)}
            onClose={() => closed++}
          />
          <LateToast show />
        </>
      );
    }
    const { unmount } = render(<ConfirmHarness pending={false} />);
    await escapeOn(screen.getByRole("button", { name: "Cancel" }));
    expect(closed).toBe(1);
    expect(screen.getByText("Task added")).toBeTruthy();
    unmount();

    render(<ConfirmHarness pending />);
    await act(() => void fireEvent.click(screen.getByRole("button", { name: "Delete" })));
    await escapeOn(screen.getByRole("alertdialog"));
    expect(closed).toBe(1);
  });

  it("with the focus outside any dialog, Escape still closes the toast", async () => {
    render(<Harness />);
    await act(
      () => void fireEvent.keyDown(screen.getByLabelText("Outer field"), { key: "Escape" }),
    );
    expect(screen.queryByRole("dialog", { name: "Outer" })).toBeNull();
    const page = screen.getByText("Toast from the page");
    await act(() => void fireEvent.click(page));
    expect(screen.getByText("Task added")).toBeTruthy();
    page.focus();
    await escapeOn(page);
    expect(screen.queryByText("Task added")).toBeNull();
  });
});
