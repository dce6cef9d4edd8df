#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif

// `#Preview` is a macro Specimen's toolchain cannot provide, so the previews sit in a clause that
// only SwiftUI builds compile; Linux builds skip the clause, and Specimen's SpecimenPreviews plugin
// renders the bodies.
#if canImport(SwiftUI)
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
#endif
