import SwiftUI
import PhotosUI
import CoreTransferable
import UniformTypeIdentifiers
import UIKit

// A profile editor as iOS 16–17 code writes photo picking and transfer: `PhotosPicker` with a title
// and with a custom label in a bordered prominent style, a view model loading the picked item with
// `loadTransferable(type: Data.self)` into `UIImage(data:)`, a `Transferable` model built from
// `DataRepresentation`, `CodableRepresentation` and `ProxyRepresentation`, shared with `ShareLink`,
// and `draggable`/`dropDestination` on a tag.
@MainActor
final class ProfilePhotoModel: ObservableObject {
    @Published private(set) var photo: UIImage?
    @Published var selection: PhotosPickerItem? {
        didSet { load(selection) }
    }

    private func load(_ item: PhotosPickerItem?) {
        guard let item else { return }
        Task {
            if let data = try? await item.loadTransferable(type: Data.self) {
                photo = UIImage(data: data)
            }
        }
    }
}

struct ProfileCard: Codable, Transferable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        DataRepresentation(exportedContentType: .plainText) { card in Data(card.name.utf8) }
        ProxyRepresentation(exporting: \.name)
    }
}

struct ProfileEditor: View {
    @StateObject private var model = ProfilePhotoModel()
    @State private var extras: [PhotosPickerItem] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            PhotosPicker("Change photo", selection: $model.selection, matching: .images)
            PhotosPicker(selection: $extras, maxSelectionCount: 4, selectionBehavior: .ordered, matching: .any(of: [.images, .videos])) {
                Label("Add media", systemImage: "photo.on.rectangle")
            }
            .buttonStyle(.borderedProminent)
            Text("Favourite")
                .draggable("Favourite")
                .dropDestination(for: String.self) { items, _ in !items.isEmpty }
            ShareLink(item: ProfileCard(name: "Ada"), preview: SharePreview("Ada"))
        }
    }
}
