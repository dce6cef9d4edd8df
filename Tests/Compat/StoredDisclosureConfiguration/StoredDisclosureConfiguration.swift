import SwiftUI

// A disclosure style that hands its configuration to a private view, which keeps the content in the
// tree once it has been opened: collapsed, the content is clipped to zero height and faded out, so
// the rows below move up to the header, without an animation when it toggles.
struct KeepAliveDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        KeepAliveDisclosure(configuration: configuration)
    }
}

private struct KeepAliveDisclosure: View {
    let configuration: DisclosureGroupStyleConfiguration
    @State private var wasOpened = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                var transaction = Transaction(animation: nil)
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    wasOpened = true
                    configuration.isExpanded.toggle()
                }
            } label: {
                HStack(spacing: 6) {
                    Image(systemName: "chevron.right")
                        .font(.caption.weight(.bold))
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                    configuration.label
                    Spacer(minLength: 0)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)

            if wasOpened || configuration.isExpanded {
                configuration.content
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(height: configuration.isExpanded ? nil : 0, alignment: .top)
                    .clipped()
                    .opacity(configuration.isExpanded ? 1 : 0)
                    .allowsHitTesting(configuration.isExpanded)
            }
        }
    }
}

extension DisclosureGroupStyle where Self == KeepAliveDisclosureStyle {
    static var keepAlive: KeepAliveDisclosureStyle { .init() }
}
