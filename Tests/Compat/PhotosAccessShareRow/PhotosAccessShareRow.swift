import SwiftUI
import UIKit
import Photos

// An export screen: a share sheet embedded as a card, and a "save to Photos" button that asks for
// access first when the app has not been granted it.

struct ActivitySheet: UIViewControllerRepresentable {
    let items: [Any]
    var onComplete: ((Bool) -> Void)? = nil

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        controller.excludedActivityTypes = [.assignToContact, .addToReadingList]
        controller.completionWithItemsHandler = { _, completed, _, _ in onComplete?(completed) }
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

struct ExportActions: View {
    private var canSave: Bool {
        switch PHPhotoLibrary.authorizationStatus(for: .addOnly) {
        case .authorized, .limited: true
        default: false
        }
    }

    var body: some View {
        VStack(spacing: 12) {
            ActivitySheet(items: ["Run summary"])
                .frame(height: 80)
                .clipShape(RoundedRectangle(cornerRadius: 10))
            Button {
            } label: {
                Label(canSave ? "Save to Photos" : "Allow Photos Access",
                      systemImage: canSave ? "square.and.arrow.down" : "lock")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .tint(canSave ? .green : .orange)
        }
        .padding(16)
    }
}
