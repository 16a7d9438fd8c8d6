import {
  type Box,
  type Button,
  buttonSize,
  canvasSize,
  type LinkArea,
  layoutInContainer,
} from "@mekuri/domain";

/** The canvas boxes of stored items, in design pixels of the 375 × 739 page. */
export const buttonBox = (button: Button): Box => {
  const { width, height } = buttonSize(button);
  return { left: button.buttonPositionLeft, top: button.buttonPositionTop, width, height };
};

export const linkBox = (link: LinkArea): Box =>
  layoutInContainer(
    {
      left: link.positionLeft,
      top: link.positionTop,
      width: link.width,
      height: link.height,
      parentWidth: link.parentWidth,
      parentHeight: link.parentHeight,
    },
    canvasSize,
  );
