import CompatSupport
import SpecimenUI

// Three 140 × 240 panels: a toast at the top edge, one at the bottom, one not presented. The toast
// is a capsule of black at 85% 8 pt in from the panel's edge, over the panel's light blue: dark at
// (25, 26) in the first panel and (165, 214) in the second; the first's bottom (70, 214) and the
// second's top (210, 26) show the panel, as does the third panel top and bottom.
public let compatCase = CompatCase("ToastEdgeOverlay", width: 420, height: 240,
    probes: [.at(25, 26, "#222426"), .at(70, 214, "#E5F0FF"),
             .at(165, 214, "#222426"), .at(210, 26, "#E5F0FF"),
             .at(350, 26, "#E5F0FF"), .at(350, 214, "#E5F0FF")]) {
    HStack(spacing: 0) {
        Color(red: 0.898, green: 0.941, blue: 1)
            .toast(isPresented: .constant(true), toast: Toast(style: .success, message: "Saved"))
            .frame(width: 140, height: 240)
        Color(red: 0.898, green: 0.941, blue: 1)
            .toast(edge: .bottom, isPresented: .constant(true), toast: Toast(style: .failure, message: "Failed"))
            .frame(width: 140, height: 240)
        Color(red: 0.898, green: 0.941, blue: 1)
            .toast(edge: .bottom, isPresented: .constant(false), toast: Toast(style: .failure, message: "Hidden"))
            .frame(width: 140, height: 240)
    }
}
