import CompatSupport
import SpecimenUI

// The sticker (a 44-pt orange circle tagged in `symbols:`) is drawn centred at (50, 50), its bounding
// box's corner clear; the blue square drawn through a copy of the context lands in the same canvas with
// the copy's hard shadow 8 pt right and down (black at (176, 84), nothing above-left of the square); the
// layer's white disc comes out red through the layer's colorMultiply; the green swatch drawn after
// `.grayscale(1)` is grey.
public let compatCase = CompatCase("CanvasLayersSymbols", width: 280, height: 160,
    probes: [.at(50, 50, "#FF9500"), .at(28, 30, "#FFFFFF"), .at(140, 50, "#007AFF"), .at(176, 84, "#000000"),
             .at(115, 85, "#FFFFFF"), .at(230, 50, "#FF3B30"), .at(140, 125, "#A0A0A0")]) {
    StickerSheet()
}
