import CompatSupport
import SpecimenUI

// Left: `NSImage(systemSymbolName:)` is a template, drawn orange at 40 pt. Middle: the missing
// asset falls back to an empty `NSImage()`, which draws nothing over the pale blue square (a
// symbol has no bitmap, so `cgImage(forProposedRect:)` is nil). Right: the 23-pixel QR bitmap
// (21 modules in a one-module margin) made into an `NSImage` 84 pt wide, 3.65 pt a module from
// (151.6, 8): the margin light, the top-left finder's outer ring dark, its inner ring light, its
// centre dark.
public let compatCase = CompatCase("AppKitFirstImageBridge", width: 260, height: 100,
    probes: [.at(38, 40, "#FF9500"), .at(110, 40, "#CCE4FF"), .at(153, 10, "#FFFFFF"), .at(157, 13, "#000000"),
             .at(160, 24, "#FFFFFF"), .at(168, 24, "#000000")]) {
    MemberBadge()
        .frame(width: 260, height: 100, alignment: .topLeading)
}
