#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif

/// The pill button's previews, as a team writes them for Xcode's canvas: Specimen renders each
/// view of the group as one cell, sized by its preview layout and drawn in its colour scheme.
struct PillButtonStyle_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Button("Continue") {}
                .buttonStyle(.pill)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Light")

            Button("Continue") {}
                .buttonStyle(.pill)
                .padding()
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")

            Button("Delete", role: .destructive) {}
                .buttonStyle(.pill)
                .previewLayout(.fixed(width: 200, height: 80))
                .previewDisplayName("Destructive")
        }

        ForEach([false, true], id: \.self) { disabled in
            Button("Continue") {}
                .buttonStyle(.pill)
                .disabled(disabled)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName(disabled ? "Disabled" : "Enabled")
        }
    }
}
