import SwiftUI

// A photo tile whose long-press menu comes from UIKit: a representable's view carries a
// `UIContextMenuInteraction` whose delegate offers a custom preview and a menu. Views that carry a
// menu are tinted so the affordance shows in design reviews.

struct MenuHostView: UIViewRepresentable {
    let title: String

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.addInteraction(UIContextMenuInteraction(delegate: context.coordinator))
        let hasMenu = view.interactions.contains { $0 is UIContextMenuInteraction }
        view.backgroundColor = hasMenu ? .systemTeal.withAlphaComponent(0.35) : .clear
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(title: title) }

    final class Coordinator: NSObject, UIContextMenuInteractionDelegate {
        let title: String
        init(title: String) { self.title = title }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
                UIMenu(title: self.title, children: suggested + [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                ])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            guard let view = interaction.view else { return nil }
            let parameters = UIPreviewParameters()
            parameters.backgroundColor = .clear
            return UITargetedPreview(view: view, parameters: parameters)
        }
    }
}

struct PhotoTile: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.indigo)
            .frame(width: 100, height: 100)
            .overlay(MenuHostView(title: "Photo"))
    }
}
