#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif

// `#Preview` as Xcode writes it: SpecimenUI provides the macro (it type-checks the body), and
// Specimen's SpecimenPreviews plugin renders each body as one cell of `BadgeLabelStylePreviews.Preview`.
#Preview("Badges", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 8) {
        Label("New", systemImage: "star.fill")
        Label("Best seller", systemImage: "heart.fill")
    }
    .labelStyle(.badge)
    .tint(.orange)
    .padding()
}

#Preview("Badge on a phone") {
    Label("Новинка", systemImage: "star.fill")
        .labelStyle(.badge)
        .tint(.purple)
}
