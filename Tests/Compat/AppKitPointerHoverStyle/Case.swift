import CompatSupport
import SpecimenUI

// The link button's capsule is `controlAccentColor` at 15% on white (#D9EBFF) with its label in
// `linkColor`; the divider below is `separatorColor` (10% black). The cursor calls change nothing.
public let compatCase = CompatCase("AppKitPointerHoverStyle", width: 200, height: 80,
    probes: [.at(30, 33, "#D9EBFF"), .at(40, 33, "#0068DA", tolerance: 24), .at(100, 60, "#E6E6E6"), .at(100, 64, "#FFFFFF")]) {
    VStack(spacing: 8) {
        Button("Open in Browser") {}
            .buttonStyle(.pointerLink)
        Rectangle()
            .fill(Color(nsColor: .separatorColor))
            .frame(height: 4)
            .resizeCursor()
    }
    .padding()
}
