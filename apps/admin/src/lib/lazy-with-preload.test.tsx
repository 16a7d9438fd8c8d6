import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyDialog, lazyWithPreload, pick } from "./lazy-with-preload";

const Part = () => null;

describe("lazyWithPreload", () => {
  it("downloads once however often it is preloaded", async () => {
    const load = vi.fn(async () => ({ default: Part }));
    const Lazy = lazyWithPreload(load);
    Lazy.prefetch();
    await Lazy.preload();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not download before it is asked to", () => {
    const load = vi.fn(async () => ({ default: Part }));
    lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();
  });

  it("tries a failed download again on the next preload", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow("offline");
    await expect(Lazy.preload()).resolves.toEqual({ default: Part });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps a failed prefetch quiet and leaves the download to the next try", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyWithPreload(load);
    Lazy.prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(Lazy.preload()).resolves.toEqual({ default: Part });
  });
});

describe("a preloaded part", () => {
  it("renders at once, without its fallback", async () => {
    const Lazy = lazyWithPreload(async () => ({ default: () => <p>ready</p> }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText("ready")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("shows its fallback until a part not preloaded has arrived", async () => {
    const Lazy = lazyWithPreload(async () => ({ default: () => <p>ready</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("ready")).toBeTruthy();
  });
});

describe("pick", () => {
  it("hands a named export over as the default", async () => {
    const load = pick(async () => ({ Part, Other: () => null }), "Part");
    await expect(load()).resolves.toEqual({ default: Part });
  });
});

describe("lazyDialog", () => {
  function Dialog({ opened }: { opened: boolean; onClose?: () => void }) {
    return opened ? <p>dialog open</p> : <p>dialog closed</p>;
  }

  it("downloads and renders nothing while closed, until the browser is idle", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    try {
      const load = vi.fn(async () => ({ default: Dialog }));
      const Lazy = lazyDialog(load, (props) => props.opened);
      render(<Lazy opened={false} />);
      expect(load).not.toHaveBeenCalled();
      expect(screen.queryByText(/dialog/)).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.queryByText(/dialog/)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it("shows the dialog when opened and keeps it mounted once closed, for its closing transition", async () => {
    const Lazy = lazyDialog(
      async () => ({ default: Dialog }),
      (props) => props.opened,
    );
    const view = render(<Lazy opened={false} />);
    view.rerender(<Lazy opened />);
    expect(await screen.findByText("dialog open")).toBeTruthy();
    view.rerender(<Lazy opened={false} />);
    expect(screen.getByText("dialog closed")).toBeTruthy();
  });

  it("downloads on a hint, before it is opened", async () => {
    const load = vi.fn(async () => ({ default: Dialog }));
    const Lazy = lazyDialog(load, (props) => props.opened);
    Lazy.prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
