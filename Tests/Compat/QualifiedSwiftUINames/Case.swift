import CompatSupport
import SpecimenUI

// The design system's own `Button` (its `Color.brand` capsule) inside its own `Card` (its
// `Color.surface`, as wide as its content), both built from SwiftUI's types named through the module.
public let compatCase = CompatCase("QualifiedSwiftUINames", width: 160, height: 60,
    probes: [.at(6, 30, "#F3F3F8"), .at(20, 30, "#5933D9"), .at(100, 30, "#5933D9"), .at(112, 30, "#F3F3F8"),
             .at(140, 30, "#FFFFFF")]) {
    Card {
        Button(title: "Save")
    }
    .frame(width: 160, height: 60, alignment: .topLeading)
}
