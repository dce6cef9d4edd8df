import SwiftUI
import CoreImage.CIFilterBuiltins

// A multiplatform image bridge with its AppKit branch first, as Mac-first apps write it: on the
// Mac (and here, where AppKit imports too) `PlatformImage` is `NSImage`, shown through
// `Image(nsImage:)`. Symbol images, asset lookups that fail and a Core Image bitmap sized in
// points all go through the alias.
#if canImport(AppKit)
import AppKit
typealias PlatformImage = NSImage

extension PlatformImage {
    static func symbol(_ name: String, label: String) -> PlatformImage? {
        NSImage(systemSymbolName: name, accessibilityDescription: label)
    }

    /// The bitmap behind the image, for hashing or Vision.
    var cgImageForProcessing: CGImage? {
        var rect = CGRect(origin: .zero, size: size)
        return cgImage(forProposedRect: &rect, context: nil, hints: nil)
    }
}

extension Image {
    init(platformImage: PlatformImage) { self.init(nsImage: platformImage) }
}
#else
import UIKit
typealias PlatformImage = UIImage

extension PlatformImage {
    static func symbol(_ name: String, label: String) -> PlatformImage? { UIImage(systemName: name) }
    var cgImageForProcessing: CGImage? { cgImage }
}

extension Image {
    init(platformImage: PlatformImage) { self.init(uiImage: platformImage) }
}
#endif

enum BadgeArtwork {
    /// A QR code of `text`, one pixel a module, shown `points` wide.
    static func code(_ text: String, points: CGFloat) -> PlatformImage? {
        let filter = CIFilter.qrCodeGenerator()
        filter.message = Data(text.utf8)
        filter.correctionLevel = "L"
        guard let output = filter.outputImage,
              let bitmap = CIContext().createCGImage(output, from: output.extent) else { return nil }
        #if canImport(AppKit)
        return NSImage(cgImage: bitmap, size: NSSize(width: points, height: points))
        #else
        return UIImage(cgImage: bitmap, scale: CGFloat(bitmap.width) / points, orientation: .up)
        #endif
    }
}

struct MemberBadge: View {
    private let star = PlatformImage.symbol("star.fill", label: "Member")
    private let logo = PlatformImage(named: "BrandLogoMissing") ?? PlatformImage()
    private let code = BadgeArtwork.code("MEMBER-7", points: 84)

    var body: some View {
        HStack(spacing: 12) {
            if let star {
                Image(platformImage: star)
                    .font(.system(size: 40))
                    .foregroundStyle(.orange)
                    .frame(width: 60, height: 60)
            }
            Image(platformImage: logo)
                .frame(width: 60, height: 60)
                .background(Color.blue.opacity(star?.cgImageForProcessing == nil ? 0.2 : 1))
            if let code {
                Image(platformImage: code)
                    .interpolation(.none)
            }
        }
        .padding(8)
    }
}
