import Foundation
import SpecimenUI
import Testing

/// `SwiftUI.Text`, `SwiftUI.Color` … resolve through `SpecimenUI.SwiftUI`: every public
/// top-level type of SpecimenUI that SwiftUI also has must be listed there.
@Suite struct SwiftUINamespaceTests {
  /// Public SpecimenUI types that `SwiftUI.` cannot qualify on Apple platforms (Specimen's own, and others).
  static let notSwiftUI: Set<String> = [
    "AlignmentKey", "AnyPreferenceKey", "AssetAppearance", "AssetCatalog", "AssetColorComponent", "AssetLibrary",
    "CatalogImage", "AssetColorSet", "ContainerRelativeFrameSpec", "NodeEffect", "Empty", "ErasedLayout", "FlexFrameSpec",
    "GridSpec", "AssetImageSet", "ListStyleKind", "MeshPaint", "MissingEnvironmentObjectError", "NumberText", "Paint",
    "PreferenceOperation", "PreferenceSecondary", "PreviewContext", "PreviewVariant", "RGBA", "ResolveContext",
    "ResolveIssue", "ResolvedFont", "ResolvedImage", "SymbolMulticolor", "ResolvedLineStyle", "ResolvedNode", "ResolvedText", "SafeAreaInsetSpec",
    "ScrollViewSpec", "ShapeDrawing", "ShapeLeaf", "StackSpec", "SystemTypography", "TextFontMetrics", "TextRun",
    "ViewCount", "ViewCountError", "ViewCountCause", "LazyContent", "ViewDepth", "ViewDepthError", "LayoutValueEntry", "GroupElementsOfContent",
    "TextLength", "TextFontChangeLimit", "SearchUnavailableContent", "TimelineViewDefaultContext", "LayoutProperties",
    "DefaultDateProgressLabel", "SystemPresentationSizing", "SwiftUI", "PaintShadow", "BackdropBlur", "ImagePaintSpec",
    // A matched-geometry group's key and view (the payload of `.matchedGeometryEffect`'s node).
    "MatchedGeometryEntry",
    // The Combine shim's scheduler helpers (Combine's own types are listed: `import SwiftUI` re-exports Combine).
    "SchedulerOptionsNone", "SchedulerTime", "SchedulerTimeStride",
    // Foundation's and UniformTypeIdentifiers' types, which Linux lacks and SpecimenUI declares.
    "MeasurementFormatUnitUsage", "UTType", "DateComponentsFormatter", "FileWrapper", "InlinePresentationIntent", "UndoManager",
    // CoreTransferable's types (iOS 16), which SpecimenUI declares for `Transferable` models.
    "Transferable", "TransferRepresentation", "TransferRepresentationBuilder", "DataRepresentation", "FileRepresentation",
    "ProxyRepresentation", "CodableRepresentation", "SentTransferredFile", "ReceivedTransferredFile", "TransferRepresentationVisibility",
    // Core Foundation's and Core Text's types for font registration, and the renderer's font list for UIFont.
    "CFArray", "CFData", "CFDictionary", "CFError", "CFIndex", "CFMutableData", "CFString", "CFTimeInterval", "CFURL", "CTFont", "CTFontManagerError", "CTFontManagerScope", "InstalledFonts", "InstalledFontMetrics", "FontVerticalMetrics",
    // DeveloperToolsSupport's result builder of the UIKit `#Preview` bodies.
    "PreviewMacroBodyBuilder",
    // Core Image's types (visible through UIKit on iOS) and the pixels its code generators make.
    "BitmapImage", "CIImage", "CIImageOption", "CIContext", "CIContextOption", "CIFilter", "CIFilterProtocol",
    "CIQRCodeGenerator", "CICode128BarcodeGenerator", "CIFilterInputImage", "CISepiaTone", "CIGaussianBlur", "CIColorControls",
    "CIPhotoEffect",
    // The Accessibility framework's notifications (iOS 17), which SwiftUI brings along.
    "AccessibilityNotification",
  ]

  static var sources: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/SpecimenUI")
  }

  /// Names of the top-level public types declared in SpecimenUI's sources (UIKit, AppKit and Core
  /// Graphics shims and underscored names aside).
  static func publicTypeNames() throws -> Set<String> {
    let pattern = try NSRegularExpression(
      pattern: #"^(?:nonisolated )?(?:@[A-Za-z_]+ )*(?:open|public) (?:final )?(?:struct|enum|protocol|class|typealias|actor) ([A-Z][A-Za-z0-9_]*)"#,
      options: [.anchorsMatchLines])
    var names: Set<String> = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let name = String(text[Range(match.range(at: 1), in: text)!])
        if ["UI", "NS", "CG", "CA"].contains(where: name.hasPrefix) { continue }
        names.insert(name)
      }
    }
    return names
  }

  @Test func everySwiftUITypeIsInTheNamespace() throws {
    let declared = try Self.publicTypeNames()
    #expect(declared.count > 400)
    let listing = try String(contentsOf: Self.sources.appendingPathComponent("View/SwiftUINamespace.swift"), encoding: .utf8)
    let missing = declared.subtracting(Self.notSwiftUI).filter { !listing.contains("public typealias \($0) = SpecimenUI.\($0)\n") }
    #expect(missing.isEmpty, "add to View/SwiftUINamespace.swift (or to notSwiftUI here): \(missing.sorted())")
    let leaked = Self.notSwiftUI.filter { listing.contains("public typealias \($0) = ") }
    #expect(leaked.isEmpty, "not SwiftUI's names: \(leaked.sorted())")
  }

  @Test func qualifiedNamesAreTheSpecimenTypes() {
    #expect(SwiftUI.Color.red == Color.red)
    #expect(SwiftUI.Text("a") == Text("a"))
    #expect(SwiftUI.Font.body == Font.body)
    #expect(SwiftUI.Edge.Set.all == Edge.Set.all)
    let button: SwiftUI.Button<SwiftUI.Text> = SwiftUI.Button(action: {}) { SwiftUI.Text("Go") }
    #expect(type(of: button) == Button<Text>.self)
  }

  /// What `import SwiftUI` re-exports from Combine and Core Graphics qualifies too (`@SwiftUI.Published`).
  @Test func reExportedNamesQualify() {
    final class Model: SwiftUI.ObservableObject {
      @SwiftUI.Published var count = 1
      var width: SwiftUI.CGFloat = 2
      var size = SwiftUI.CGSize(width: 3, height: 4)
    }
    let model = Model()
    #expect(model.count == 1 && model.width == 2 && model.size.height == 4)
    let cancellable: SwiftUI.AnyCancellable = SwiftUI.Just(5).sink { _ in }
    cancellable.cancel()
    #expect(SwiftUI.CGAffineTransform.identity == CGAffineTransform.identity)
  }
}
