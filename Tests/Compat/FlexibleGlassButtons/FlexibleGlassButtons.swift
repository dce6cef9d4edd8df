import SwiftUI

/// A design-system label button: icon and title close together.
struct ChipButtonStyle: ButtonStyle {
    @Environment(\.buttonSizing) private var buttonSizing

    private var maxWidth: CGFloat? {
        switch buttonSizing {
        case .flexible: .infinity
        case .fitted, _: nil
        }
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .labelIconToTitleSpacing(2)
            .frame(maxWidth: maxWidth)
            .padding(.vertical, 6)
            .padding(.horizontal, 10)
            .background(Color.yellow, in: Capsule())
    }
}

struct OnboardingFooter: View {
    var body: some View {
        VStack(spacing: 8) {
            if #available(iOS 26.0, *) {
                Button("Continue") {}
                    .buttonStyle(.glassProminent)
                    .buttonSizing(.flexible)
                    .tint(.green)
                Button("Later") {}
                    .buttonStyle(.bordered)
                    .buttonSizing(.fitted)
                HStack {
                    Button("Tips", systemImage: "lightbulb") {}
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                .buttonStyle(ChipButtonStyle())
                .buttonSizing(.flexible)
            } else {
                Button("Continue") {}.buttonStyle(.borderedProminent)
            }
        }
        .padding(.horizontal, 10)
    }
}
