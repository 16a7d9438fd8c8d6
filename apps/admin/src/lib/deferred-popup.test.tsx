import { act, fireEvent, render, screen } from "@testing-library/react";
import { Component, type ReactNode, useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { type PopupArrival, useDeferredPopup, useOpenedOnArrival } from "./deferred-popup";
import { lazyWithPreload, type PreloadableComponent } from "./lazy-with-preload";

/** The popup as its part would bring it: the same button, and a menu it opens. */
function ArrivedMenu({ arrival }: { arrival: PopupArrival }) {
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnArrival(arrival, button);
  return (
    <>
      <button ref={button} type="button" data-arrived onClick={() => setOpened((open) => !open)}>
        Options
      </button>
      {opened ? (
        <div role="menu" aria-label="Options">
          <button type="button" role="menuitem">
            Log out
          </button>
        </div>
      ) : null}
    </>
  );
}

/** A part whose download the test lets arrive or fail. */
function controlledPart() {
  let settle: { arrive: () => void; fail: (error: Error) => void } | undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof ArrivedMenu }>((resolve, reject) => {
        settle = { arrive: () => resolve({ default: ArrivedMenu }), fail: reject };
      }),
  );
  const part = lazyWithPreload(load);
  return {
    part,
    load,
    arrive: () => act(async () => settle?.arrive()),
    fail: (error: Error) => act(async () => settle?.fail(error)),
  };
}

function Options({ part: Part }: { part: PreloadableComponent<typeof ArrivedMenu> }) {
  const { arrival, standIn } = useDeferredPopup(Part, "menu");
  if (arrival) return <Part arrival={arrival} />;
  return (
    <button type="button" {...standIn}>
      Options
    </button>
  );
}

class ShowError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const optionsButton = () => screen.getByRole("button", { name: "Options" });

describe("a popup whose code arrives after first paint", () => {
  it("shows its button at once, announced as opening a menu", () => {
    const { part } = controlledPart();
    render(<Options part={part} />);
    expect(optionsButton().getAttribute("aria-haspopup")).toBe("menu");
    expect(optionsButton().getAttribute("aria-expanded")).toBe("false");
    expect(optionsButton().hasAttribute("data-arrived")).toBe(false);
  });

  it("starts the download when the pointer reaches the button, and takes its place unopened", async () => {
    const { part, load, arrive } = controlledPart();
    render(<Options part={part} />);
    fireEvent.pointerEnter(optionsButton());
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(optionsButton().hasAttribute("data-arrived")).toBe(true);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("opens as soon as it has arrived when the button was pressed before", async () => {
    const { part, arrive } = controlledPart();
    render(<Options part={part} />);
    fireEvent.pointerDown(optionsButton());
    fireEvent.click(optionsButton());
    expect(screen.queryByRole("menu")).toBeNull();
    await arrive();
    expect(screen.getByRole("menu", { name: "Options" })).toBeTruthy();
    // The focus is on the button, so closing the menu brings it back there.
    expect(document.activeElement).toBe(optionsButton());
  });

  it("keeps the focus on the button that replaces a focused one", async () => {
    const { part, arrive } = controlledPart();
    render(<Options part={part} />);
    act(() => optionsButton().focus());
    await arrive();
    expect(optionsButton().hasAttribute("data-arrived")).toBe(true);
    expect(document.activeElement).toBe(optionsButton());
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes on Escape with the focus on its button or lost to the page, the focus then on the button", async () => {
    const { part, arrive } = controlledPart();
    render(<Options part={part} />);
    fireEvent.pointerEnter(optionsButton());
    await arrive();
    fireEvent.click(optionsButton());
    fireEvent.keyDown(optionsButton(), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();

    fireEvent.click(optionsButton());
    act(() => optionsButton().blur());
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(optionsButton());
  });

  it("leaves Escape pressed inside the popup, and other keys, to the popup itself", async () => {
    const { part, arrive } = controlledPart();
    render(<Options part={part} />);
    fireEvent.pointerEnter(optionsButton());
    await arrive();
    fireEvent.click(optionsButton());
    fireEvent.keyDown(screen.getByRole("menuitem"), { key: "Escape" });
    fireEvent.keyDown(optionsButton(), { key: "Enter" });
    expect(screen.getByRole("menu")).toBeTruthy();
  });

  it("renders the popup at once where its code has arrived before", async () => {
    const { part, arrive } = controlledPart();
    const first = render(<Options part={part} />);
    fireEvent.pointerEnter(optionsButton());
    await arrive();
    first.unmount();
    render(<Options part={part} />);
    expect(optionsButton().hasAttribute("data-arrived")).toBe(true);
  });

  it("shows the download's failure when the button was pressed", async () => {
    const { part, fail } = controlledPart();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ShowError>
        <Options part={part} />
      </ShowError>,
    );
    fireEvent.click(optionsButton());
    await fail(new Error("Failed to fetch dynamically imported module"));
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch dynamically imported module");
    quiet.mockRestore();
  });

  it("forgets a failed download that only a hint started, and tries again on the next", async () => {
    const { part, load, fail, arrive } = controlledPart();
    render(
      <ShowError>
        <Options part={part} />
      </ShowError>,
    );
    fireEvent.pointerEnter(optionsButton());
    await fail(new Error("offline"));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.pointerEnter(optionsButton());
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(optionsButton().hasAttribute("data-arrived")).toBe(true);
  });
});
