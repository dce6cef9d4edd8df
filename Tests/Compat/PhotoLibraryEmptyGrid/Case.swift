import CompatSupport
import Photos
import SpecimenUI

// A render has no photo library: the fetch is empty, so the grid shows its empty state, the
// secondary photo symbol on the left (#8A8A8E at (114, 110)) above "No Photos"; a thumbnail of an
// asset made by hand keeps its systemGray5 placeholder (#E5E5EA at (300, 120)), as the image
// manager never answers its request.
public let compatCase = CompatCase("PhotoLibraryEmptyGrid", width: 400, height: 300,
    probes: [.at(114, 110, "#8A8A8E"), .at(300, 120, "#E5E5EA"), .at(20, 20, "#FFFFFF")]) {
    HStack(spacing: 0) {
        RecentPhotosGrid()
            .frame(width: 280, height: 300)
        AssetThumbnail(asset: PHAsset(), manager: PHImageManager.default())
            .frame(width: 100, height: 100)
            .frame(width: 120, height: 300)
    }
    .frame(width: 400, height: 300)
}
