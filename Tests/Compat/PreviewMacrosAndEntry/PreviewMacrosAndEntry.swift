import SwiftUI

// An Xcode 16 era design-system file: environment entries declared with @Entry, a style that reads
// them, and #Preview blocks at the bottom, outside any #if.

extension EnvironmentValues {
    @Entry var chipTint: Color = .indigo
    @Entry var chipCornerRadius: CGFloat = 8
    @Entry var chipCaption: String?
    @Entry var chipIsCompact = false
}

extension Transaction {
    @Entry var isFromSwipe: Bool = false
}

extension ContainerValues {
    @Entry var chipHighlight: Color = .clear
}

extension FocusedValues {
    @Entry var selectedChipName: String?
}

struct ChipButtonStyle: ButtonStyle {
    @Environment(\.chipTint) private var tint
    @Environment(\.chipCornerRadius) private var cornerRadius
    @Environment(\.chipIsCompact) private var isCompact
    @Environment(\.chipCaption) private var caption

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.label
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .padding(.horizontal, isCompact ? 8 : 14)
                .padding(.vertical, isCompact ? 4 : 8)
                .background(tint, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            if let caption {
                Text(caption).font(.caption2).foregroundStyle(.secondary)
            }
        }
        .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

struct ChipRow: View {
    @FocusedValue(\.selectedChipName) private var focusedName

    var body: some View {
        HStack(spacing: 8) {
            Button("Default") {}
            Button("Mint") {}.environment(\.chipTint, .mint)
        }
        .buttonStyle(ChipButtonStyle())
        .containerValue(\.chipHighlight, .yellow)
        .focusedValue(\.selectedChipName, focusedName ?? "none")
        .transaction { $0.isFromSwipe = false }
    }
}

#Preview {
    ChipRow()
}

#Preview("Compact", traits: .sizeThatFitsLayout) {
    ChipRow()
        .environment(\.chipIsCompact, true)
        .environment(\.chipCaption, "compact")
}

#Preview("Toggle") {
    @Previewable @State var isOn = true
    Toggle("Chips", isOn: $isOn)
        .padding()
}
