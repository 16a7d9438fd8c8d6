import { Popover } from "@mantine/core";
import type { InboxPage } from "@mekuri/domain";
import { useRef } from "react";
import { type PopupArrival, useOpenedOnArrival } from "@/lib/deferred-popup";
import { BellButton, BellIndicator } from "./bell-button";
import { BellDropdown } from "./bell-dropdown";

interface BellPopoverProps {
  arrival: PopupArrival;
  summary: InboxPage | undefined;
  listPath: string;
}

/**
 * The bell with its popover of the newest notifications (Mantine's Popover and the list,
 * downloaded after first paint: decisions 157, 177).
 */
export function BellPopover({ arrival, summary, listPath }: BellPopoverProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useOpenedOnArrival(arrival, buttonRef);
  const unread = summary?.unread ?? 0;
  return (
    // A dialog: the focus moves into it, Escape closes it and gives the focus back to the bell.
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
    >
      {/* The target is the button itself: its popup state belongs on the control, not the badge around it. */}
      <BellIndicator unread={unread}>
        <Popover.Target>
          <BellButton ref={buttonRef} unread={unread} onClick={() => setOpened((open) => !open)} />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p="sm">
        <BellDropdown summary={summary} listPath={listPath} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
