import SwiftUI
import Photos

/// Loads the newest photos of the library into a grid, as a gallery tab does.
final class RecentPhotosModel: ObservableObject {
    @Published private(set) var assets: [PHAsset] = []
    let imageManager = PHCachingImageManager()

    init(limit: Int = 60) {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = limit
        let result = PHAsset.fetchAssets(with: .image, options: options)
        var found: [PHAsset] = []
        if result.count > 0 {
            result.enumerateObjects { asset, _, _ in found.append(asset) }
        }
        assets = found
        imageManager.startCachingImages(for: found, targetSize: CGSize(width: 200, height: 200),
                                        contentMode: .aspectFill, options: nil)
    }
}

/// One cell: a grey placeholder until the image manager answers.
struct AssetThumbnail: View {
    let asset: PHAsset
    let manager: PHImageManager
    @State private var image: UIImage?

    var body: some View {
        ZStack {
            if let image {
                Image(uiImage: image)
                    .resizable()
                    .scaledToFill()
            } else {
                Rectangle()
                    .fill(Color(uiColor: .systemGray5))
                Image(systemName: asset.mediaType == .video ? "video" : "photo")
                    .foregroundStyle(.secondary)
            }
        }
        .onAppear {
            let options = PHImageRequestOptions()
            options.deliveryMode = .opportunistic
            options.resizeMode = .fast
            options.isNetworkAccessAllowed = true
            manager.requestImage(for: asset, targetSize: PHImageManagerMaximumSize,
                                 contentMode: .aspectFill, options: options) { result, info in
                let degraded = (info?[PHImageResultIsDegradedKey] as? Bool) ?? false
                if !degraded { image = result }
            }
        }
    }
}

struct RecentPhotosGrid: View {
    @StateObject private var model = RecentPhotosModel()
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)

    var body: some View {
        Group {
            if model.assets.isEmpty {
                ContentUnavailableView("No Photos", systemImage: "photo.on.rectangle",
                                       description: Text("Photos you take appear here."))
            } else {
                ScrollView {
                    LazyVGrid(columns: columns, spacing: 2) {
                        ForEach(model.assets, id: \.localIdentifier) { asset in
                            AssetThumbnail(asset: asset, manager: model.imageManager)
                                .aspectRatio(1, contentMode: .fill)
                        }
                    }
                }
            }
        }
    }
}
