// swift-tools-version: 6.2
// Specimen: renders every state of SwiftUI-style component styles to PNG on Linux.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// System libraries from Debian, found through pkg-config.
func systemLibrary(_ name: String, pkgConfig: String, debian: String) -> Target {
  .systemLibrary(
    name: name,
    pkgConfig: pkgConfig,
    providers: [.apt([debian])]
  )
}

/// The toolchain's own copy of swift-syntax (`<toolchain>/usr/lib/swift/host`), which Specimen's
/// macros (`#Preview`, `@Previewable`, `@Entry`) are built against: SwiftPM cannot fetch the
/// swift-syntax package without network access, and the toolchain ships its modules for its
/// own macro plugins. Found from the `libPackageDescription.so` this manifest runs
/// with, so it is the toolchain building the package; `nil` (no macros) when it is not there.
func toolchainSwiftSyntaxDirectory() -> String? {
  guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else { return nil }
  for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") where line.hasSuffix("/ManifestAPI/libPackageDescription.so") {
    guard let slash = line.firstIndex(of: "/") else { continue }
    var directory = URL(fileURLWithPath: String(line[slash...]))
    for _ in 0..<3 { directory.deleteLastPathComponent() }  // ManifestAPI/libPackageDescription.so in lib/swift/pm
    let host = directory.appendingPathComponent("host").path
    let needed = ["SwiftSyntaxMacros.swiftmodule", "SwiftCompilerPluginMessageHandling.swiftmodule", "libSwiftSyntax.so"]
    return needed.allSatisfy { FileManager.default.fileExists(atPath: host + "/" + $0) } ? host : nil
  }
  return nil
}
/// `SPECIMEN_MACROS=0` builds without the macros: `make fuzz` does, because `-sanitize=fuzzer` links
/// libFuzzer's `main` into every executable, and the macro plugin has no fuzz entry point to give it.
let swiftSyntaxDirectory = Context.environment["SPECIMEN_MACROS"] == "0" ? nil : toolchainSwiftSyntaxDirectory()

let package = Package(
  name: "Specimen",
  products: [
    .library(name: "SpecimenUI", targets: ["SpecimenUI"]),
    .library(name: "Specimen", targets: ["Specimen"]),
    .library(name: "SpecimenTesting", targets: ["SpecimenTesting"]),
    // `import SnapshotTesting`: swift-snapshot-testing's assertions and strategies over Specimen, so snapshot tests
    // written for iOS compile unchanged and run on Linux.
    .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
    // `import SwiftUI` in style files copied unchanged from an app: SpecimenUI, re-exported (Linux has no SwiftUI).
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    // `import UIKit` / `import AppKit` in style files: SpecimenUI's shims, re-exported.
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "AppKit", targets: ["AppKit"]),
    // `import Combine` for view models' `ObservableObject`/`@Published`, re-exported from SpecimenUI.
    .library(name: "Combine", targets: ["Combine"]),
    // `import SwiftUICore` (iOS 18's module of the core types), re-exported from SpecimenUI.
    .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
    // `import DeveloperToolsSupport` (ImageResource, ColorResource, previews; Xcode's generated asset symbols), re-exported from SpecimenUI.
    .library(name: "DeveloperToolsSupport", targets: ["DeveloperToolsSupport"]),
    // `import UniformTypeIdentifiers` (UTType for file importers) and `import QuickLook` (quickLookPreview), re-exported from SpecimenUI.
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "QuickLook", targets: ["QuickLook"]),
    // `import PhotosUI` (PhotosPicker) and `import CoreTransferable` (Transferable), re-exported from SpecimenUI.
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    // `import Photos` (the photo library's authorization and change calls; no library in a render).
    .library(name: "Photos", targets: ["Photos"]),
    // `import UserNotifications` (authorization, settings and local-notification requests; nothing is scheduled in a render).
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    // `import Charts` (Swift Charts: Chart, marks, axes, scales, legend), drawn with SpecimenUI's shapes and text.
    .library(name: "Charts", targets: ["Charts"]),
    // `import CoreGraphics` in view files: CGFloat/CGRect (Foundation) and SpecimenUI's CGAffineTransform, CGColor, CGPath.
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    // `import QuartzCore` in UIKit wrappers: CALayer and its gradient, shape and text layers, animations, CATransform3D.
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    // `import CoreText` in font-registration files: CTFontManagerRegister…, CGFont and CGDataProvider from SpecimenUI.
    .library(name: "CoreText", targets: ["CoreText"]),
    // `import WidgetKit` in widget view files: WidgetFamily, the widget environment and the timeline types.
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "CoreImage", targets: ["CoreImage"]),
    // `import TipKit`: Tip, Tips, TipView (drawn inline) and popoverTip.
    .library(name: "TipKit", targets: ["TipKit"]),
    // `import os` / `import OSLog`: Logger, OSLog and os_log, whose messages a still render drops.
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    // `import SwiftData`: @Model, ModelContainer and ModelContext over an in-memory store, @Query and modelContainer.
    .library(name: "SwiftData", targets: ["SwiftData"]),
    // `import CoreData`: managed objects, contexts, fetch requests and containers over an in-memory store; SwiftUI's
    // `@FetchRequest` draws what a preview inserted.
    .library(name: "CoreData", targets: ["CoreData"]),
    // `import CoreLocation` (coordinates, CLLocation, a CLLocationManager that has no position).
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    // `import MapKit`: Map with markers, annotations and overlays placed by Web Mercator on a plain land colour.
    .library(name: "MapKit", targets: ["MapKit"]),
    // `import StoreKit`: products and transactions without an App Store, the review request, and the store views while loading.
    .library(name: "StoreKit", targets: ["StoreKit"]),
    // `import SafariServices`: `SFSafariViewController` for representable wrappers (no page is loaded).
    .library(name: "SafariServices", targets: ["SafariServices"]),
    // `import AuthenticationServices` (and `_AuthenticationServices_SwiftUI`): Sign in with Apple's requests and
    // credentials, and `SignInWithAppleButton` drawn at rest (no Apple Account, no request is performed).
    .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
    .library(name: "_AuthenticationServices_SwiftUI", targets: ["_AuthenticationServices_SwiftUI"]),
    // `import PassKit` (and `_PassKit_SwiftUI`): Apple Pay payment requests, and `PayWithApplePayButton` drawn at rest
    // (no wallet: payments cannot be made and no sheet is presented).
    .library(name: "PassKit", targets: ["PassKit"]),
    .library(name: "_PassKit_SwiftUI", targets: ["_PassKit_SwiftUI"]),
    // `import AVKit` and `import AVFoundation`: `VideoPlayer`, `AVPlayerViewController` and `AVPlayer` (no media is decoded).
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "AVKit", targets: ["AVKit"]),
    .executable(name: "specimen", targets: ["specimen"]),
    // Previews without a hand-written catalog, and `swift package specimen …`.
    .plugin(name: "SpecimenPreviews", targets: ["SpecimenPreviews"]),
    .plugin(name: "SpecimenCommand", targets: ["SpecimenCommand"]),
    .plugin(name: "SpecimenAssetSymbols", targets: ["SpecimenAssetSymbols"]),
  ],
  targets: [
    systemLibrary("CCairo", pkgConfig: "cairo", debian: "libcairo2-dev"),
    systemLibrary("CPango", pkgConfig: "pangocairo", debian: "libpango1.0-dev"),
    systemLibrary("CRsvg", pkgConfig: "librsvg-2.0", debian: "librsvg2-dev"),
    systemLibrary("CPNG", pkgConfig: "libpng", debian: "libpng-dev"),
    // PNG checksums (Adler-32, CRC-32); its compressor and zlib's are the PNG benchmark's comparison rows.
    systemLibrary("CLibdeflate", pkgConfig: "libdeflate", debian: "libdeflate-dev"),
    systemLibrary("CZlib", pkgConfig: "zlib", debian: "zlib1g-dev"),

    // Pipeline stages, one module each; dependencies point one way.
    // Finding an asset catalog's sets (Foundation only): shared by SpecimenUI and the asset-symbols generator, a
    // build tool, which SwiftPM compiles again for the host with all its dependencies; so it must not need SpecimenUI.
    .target(name: "AssetCatalogFiles"),
    .target(
      name: "SpecimenUI",
      dependencies: ["AssetCatalogFiles"] + (swiftSyntaxDirectory == nil ? [] : ["SpecimenMacros"]),
      swiftSettings: swiftSyntaxDirectory == nil ? [] : [.define("SPECIMEN_MACROS")]
    ),
    .target(name: "SwiftUI", dependencies: ["SpecimenUI", "CoreData"]),
    .target(name: "CoreData", dependencies: ["SpecimenUI"]),
    .target(name: "UIKit", dependencies: ["SpecimenUI", "CoreData", "FrameworkSubmodules", "_Testing_UIKit"]),
    .target(name: "AppKit", dependencies: ["SpecimenUI", "CoreData", "FrameworkSubmodules", "_Testing_AppKit"]),
    // Empty stand-ins for swift-testing's cross-import overlays, which a Linux toolchain lacks: without them a test
    // file importing `Testing` and `UIKit` (or AppKit, CoreGraphics, CoreImage) does not compile.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_AppKit"),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_CoreImage"),
    // A Clang module map naming UIKit's and AppKit's header submodules, so `import UIKit.UIFont` resolves.
    .target(name: "FrameworkSubmodules"),
    .target(name: "Combine", dependencies: ["SpecimenUI"]),
    .target(name: "SwiftUICore", dependencies: ["SpecimenUI"]),
    .target(name: "DeveloperToolsSupport", dependencies: ["SpecimenUI"]),
    .target(name: "UniformTypeIdentifiers", dependencies: ["SpecimenUI"]),
    .target(name: "QuickLook", dependencies: ["SpecimenUI"]),
    .target(name: "PhotosUI", dependencies: ["SpecimenUI"]),
    .target(name: "Photos", dependencies: ["SpecimenUI"]),
    .target(name: "UserNotifications", dependencies: ["SpecimenUI"]),
    .target(name: "CoreTransferable", dependencies: ["SpecimenUI"]),
    .target(name: "Charts", dependencies: ["SpecimenUI"]),
    .target(name: "CoreGraphics", dependencies: ["SpecimenUI", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["SpecimenUI"]),
    .target(name: "CoreText", dependencies: ["SpecimenUI"]),
    .target(
      name: "WidgetKit", dependencies: ["SpecimenUI", "ActivityKit", "AppIntents"] + (swiftSyntaxDirectory == nil ? [] : ["SpecimenMacros"]),
      swiftSettings: swiftSyntaxDirectory == nil ? [] : [.define("SPECIMEN_MACROS")]),
    .target(name: "ActivityKit", dependencies: ["SpecimenUI"]),
    .target(name: "AppIntents", dependencies: ["SpecimenUI"]),
    // A Clang module, so `import CoreImage.CIFilterBuiltins` (a submodule) resolves; the types are in SpecimenUI.
    .target(name: "CoreImage", dependencies: ["_Testing_CoreImage"]),
    .target(name: "TipKit", dependencies: ["SpecimenUI"]),
    .target(name: "os"),
    .target(name: "OSLog", dependencies: ["os"]),
    .target(name: "CoreLocation", dependencies: ["SpecimenUI"]),
    .target(name: "MapKit", dependencies: ["SpecimenUI", "CoreLocation"]),
    .target(name: "StoreKit", dependencies: ["SpecimenUI"]),
    .target(name: "SafariServices", dependencies: ["SpecimenUI"]),
    .target(name: "AuthenticationServices", dependencies: ["SpecimenUI"]),
    .target(name: "_AuthenticationServices_SwiftUI", dependencies: ["AuthenticationServices"]),
    // The Apple Pay button draws the Apple logo of AuthenticationServices' Sign in with Apple button.
    .target(name: "PassKit", dependencies: ["SpecimenUI", "AuthenticationServices"]),
    .target(name: "_PassKit_SwiftUI", dependencies: ["PassKit"]),
    .target(name: "AVFoundation", dependencies: ["SpecimenUI"]),
    .target(name: "AVKit", dependencies: ["SpecimenUI", "AVFoundation"]),
    // `@Model` and its markers are macros of this module, expanded by Specimen's macro plugin.
    .target(
      name: "SwiftData",
      dependencies: swiftSyntaxDirectory == nil ? ["SpecimenUI"] : ["SpecimenUI", "SpecimenMacros"],
      swiftSettings: swiftSyntaxDirectory == nil ? [] : [.define("SPECIMEN_MACROS")]
    ),
    .target(name: "SpecimenLayout", dependencies: ["SpecimenUI"]),
    .target(name: "SpecimenDraw", dependencies: ["SpecimenUI", "SpecimenLayout"]),
    .target(
      name: "SpecimenCairo",
      dependencies: ["SpecimenUI", "SpecimenLayout", "SpecimenDraw", "CCairo", "CPango", "CRsvg", "CPNG", "CLibdeflate"]
    ),
    // Image comparison: PNG decoding and the pixelmatch-compatible diff; sees only pixels.
    .target(name: "SpecimenDiff", dependencies: ["CPNG"]),
    .target(
      name: "Specimen",
      dependencies: ["SpecimenUI", "SpecimenLayout", "SpecimenDraw", "SpecimenCairo", "SpecimenDiff", "CPango"]
    ),

    // The seed styles, compiled unchanged in Swift 5 mode, plus the showcase catalog.
    .target(
      name: "Showcase",
      dependencies: ["SwiftUI", "SpecimenUI", "Specimen", "Charts"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .executableTarget(name: "specimen", dependencies: ["Specimen", "Showcase"]),
    // Snapshot assertions for XCTest and Swift Testing, over Specimen's verify engine.
    .target(name: "SpecimenTesting", dependencies: ["Specimen", "SpecimenUI", "SpecimenDiff"]),
    // swift-snapshot-testing's API (assertSnapshot, Snapshotting, ViewImageConfig) drawn by Specimen.
    .target(name: "SnapshotTesting", dependencies: ["Specimen", "SpecimenUI", "SpecimenDiff", "UIKit"]),
    .executableTarget(name: "specimen-bench", dependencies: ["SpecimenUI", "SpecimenLayout", "SpecimenCairo", "Specimen", "SpecimenDiff", "Showcase", "CLibdeflate", "CZlib"]),

    // Preview discovery: a text scan of Swift sources and the registry it generates, run by the
    // SpecimenPreviews build-tool plugin; the command plugin builds and runs a package's Specimen runner.
    .target(name: "SpecimenPreviewScan"),
    .executableTarget(name: "specimen-preview-scan", dependencies: ["SpecimenPreviewScan"]),
    .plugin(name: "SpecimenPreviews", capability: .buildTool(), dependencies: ["specimen-preview-scan"]),
    .plugin(
      name: "SpecimenCommand",
      capability: .command(
        intent: .custom(verb: "specimen", description: "Render, verify, record, prune or list the package's previews and catalog"),
        permissions: [.writeToPackageDirectory(reason: "Specimen writes rendered previews, goldens and reports into the package")]
      )
    ),
    .testTarget(name: "SpecimenPreviewScanTests", dependencies: ["SpecimenPreviewScan"]),
    // Asset symbols like Xcode 15's: the naming rules and file writer, the generator tool, the build-tool plugin.
    .target(name: "AssetSymbols", dependencies: ["AssetCatalogFiles"]),
    .executableTarget(name: "specimen-asset-symbols", dependencies: ["AssetSymbols"]),
    .plugin(name: "SpecimenAssetSymbols", capability: .buildTool(), dependencies: ["specimen-asset-symbols"]),

    .testTarget(name: "SpecimenUITests", dependencies: ["SpecimenUI", "OSLog"]),
    .testTarget(name: "AssetCatalogTests", dependencies: ["SpecimenUI", "SpecimenCairo", "SpecimenDraw", "SpecimenLayout", "AssetSymbols"],
                resources: [.copy("Fixtures")]),
    .testTarget(name: "SpecimenLayoutTests", dependencies: ["SpecimenUI", "SpecimenLayout", "SpecimenCairo"], resources: [.copy("Fixtures")]),
    .testTarget(name: "AVKitTests", dependencies: ["AVKit", "AVFoundation", "SpecimenUI", "Specimen", "SpecimenCairo"]),
    .testTarget(name: "SpecimenCairoTests", dependencies: ["SpecimenUI", "SpecimenDraw", "SpecimenCairo", "SwiftUI"]),
    .testTarget(name: "SpecimenDiffTests", dependencies: ["SpecimenDiff"], resources: [.copy("Fixtures"), .copy("crosscheck")]),
    .testTarget(name: "SpecimenTestingTests", dependencies: ["SpecimenTesting", "SnapshotTesting", "SwiftUI", "UIKit", "Specimen", "SpecimenUI", "SpecimenDiff"],
                exclude: ["__Snapshots__"]),
    .testTarget(name: "SpecimenTests", dependencies: ["Specimen", "Showcase", "SpecimenUI", "SpecimenCairo", "UIKit", "QuartzCore", "PhotosUI", "Photos", "UserNotifications", "AppIntents", "AVKit", "StoreKit", "WidgetKit", "TipKit", "HostileSupport"],
                resources: [.copy("Hostile/Numbers"), .copy("Hostile/Assets")]),
    .testTarget(name: "ChartsTests", dependencies: ["Charts", "Specimen", "SpecimenUI", "SpecimenCairo", "HostileSupport"]),
    .testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "Specimen", "SpecimenUI", "HostileSupport"]),
    .testTarget(name: "CoreDataTests", dependencies: ["CoreData", "SwiftUI", "Specimen", "SpecimenUI", "HostileSupport"]),
    .testTarget(name: "MapKitTests", dependencies: ["MapKit", "Specimen", "SpecimenUI", "HostileSupport"]),
    .testTarget(name: "StoreKitTests", dependencies: ["StoreKit", "Specimen", "SpecimenUI"]),
    .testTarget(name: "AuthenticationServicesTests", dependencies: ["AuthenticationServices", "PassKit", "Specimen", "SpecimenUI"]),
    .testTarget(
      name: "SeedStylesTests",
      dependencies: ["SpecimenUI", "Specimen"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
  ]
)

// The macro plugin, when the toolchain has swift-syntax: `-I` finds its modules, `-L` and the
// rpath its libraries (the same ones the compiler's own macro plugins load). These are unsafe
// flags, which SwiftPM 6.2+ accepts from a dependency whose tools version is 6.2, hence this
// manifest's; older SwiftPM only from a root package or a dependency by path or branch.
if let swiftSyntaxDirectory {
  package.targets.append(.macro(
    name: "SpecimenMacros",
    swiftSettings: [.unsafeFlags(["-I", swiftSyntaxDirectory])],
    linkerSettings: [.unsafeFlags(["-L", swiftSyntaxDirectory, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxDirectory])]
  ))
}

// The compatibility suite (Tests/Compat/README.md): one module per folder, each holding a style
// file written the way public iOS projects write them and compiled unchanged (Swift 5 mode, or
// Swift 6 for names ending in "Swift6"), plus one test target that renders every case. The list is
// written out (not read from the folder) because SwiftPM caches the evaluated manifest; the
// suite's `everyFolderIsACase` test fails when a folder is missing here.
let compatCases = [
  "AccentColorStyle",
  "AdaptiveEnvironmentCard",
  "AlertPresentingRename",
  "AnimatableRingShape",
  "AppKitFirstImageBridge",
  "AppKitFirstRepresentables",
  "AppKitPointerHoverStyle",
  "AppSceneRenamableTitle",
  "AppStorageSettings",
  "AppearanceProxyTheme",
  "AsyncImagePlaceholder",
  "AttributedStringRuns",
  "BackgroundExtensionBanner",
  "BezierCornerShapes",
  "BindingForEachRows",
  "BlurGlowButton",
  "BottomBarGroupSpacer",
  "BottomBarStatusToolbar",
  "BrandFontRegistration",
  "ButtonInButtonStyle",
  "CGColorBridge",
  "CanvasContextHelpers",
  "CanvasCoreGraphicsSprites",
  "CanvasGooeyPunchOut",
  "CanvasLayersSymbols",
  "CanvasSparkline",
  "CanvasSymbolGradient",
  "CappedScaledRoleFont",
  "ChartsDonutBudget",
  "ChartsRainfallAxes",
  "ChartsSalesBars",
  "ChartsStepsTrend",
  "ChatScrollAnchor",
  "ClosureLabelStyle",
  "ColorLiteralButton",
  "ColorMixViaUIColor",
  "ColorMultiplyFieldStyle",
  "ColorSchemeOverride",
  "ColorTokenLabeledRows",
  "ConcentricCardCorners",
  "ContainerRelativeCard",
  "ContextMenuInteractionBridge",
  "ControlActiveState",
  "ControlGroupMenuStyles",
  "CustomDatePickerStyle",
  "CustomFormStyles",
  "CustomTransitionIdentity",
  "DefaultIsolationMainActorSwift6",
  "DesignTokens",
  "DisabledEnvironmentStyle",
  "DisclosureChevronStyle",
  "DrawSymbolsSafeAreaBar",
  "EdgeToEdgeContainerValues",
  "EmptyStateScreens",
  "EntryStylableTiles",
  "EnvironmentObjectTheme",
  "EqualWidthSpacingLayout",
  "EquatableRowsSpeech",
  "EventFormPickers",
  "ExpanderEnvironmentStyle",
  "ExtraLargeRoleButtons",
  "FileDocumentTitleMenu",
  "FileImporterTypes",
  "FillStrokeBorderChain",
  "FillStrokeChain",
  "FixedAdaptiveGridColumns",
  "FlexibleGlassButtons",
  "FlowLayoutTags",
  "FontFeatureSettingsDigits",
  "FormattedCurrency",
  "FormattedDate",
  "FormattedNumber",
  "FormattedPercent",
  "GaugeRangeThemeStyle",
  "GaugeTrimConcatText",
  "GeometryChangeReader",
  "GeometryProgressBar",
  "GradientHexButton",
  "GridRowColumnSpan",
  "GroupBoxCardStyle",
  "HapticImpactButton",
  "HapticNotificationToggle",
  "HapticsThemeSwift6",
  "HexColorARGB",
  "HexColorScanner",
  "HexColorUInt",
  "HiddenAndHitTesting",
  "HierarchicalStyles",
  "HostedSwiftUIBridge",
  "HoverEffectClosure",
  "ImportSwiftUICore",
  "ImportUIKit",
  "InteractiveWidgetIntents",
  "KeyboardShortcutButtons",
  "KeyedAlignmentSettingsForm",
  "KeyframeAnimatorStill",
  "LabelBadgeIcon",
  "LabelIconTrailing",
  "LabelInLabelStyle",
  "LegacyNavigationBarItems",
  "LegacyNavigationLinkRows",
  "LiquidGlassButton",
  "ListRowBadges",
  "LiveActivityStaleBadge",
  "LiveActivityWidget",
  "LocaleSpeedUnitGauge",
  "LocalizedStringResourceText",
  "LoggedViewModifiers",
  "MacPasteboardRevealRow",
  "MainActorTheme",
  "MainActorThemeSwift6",
  "MapKitCoffeeMap",
  "MaskedStarRating",
  "MatchedGeometrySegments",
  "MeasurementUsageText",
  "MenuActionDismissStyle",
  "MenuButtonStyle",
  "MenuStyleWrapsConfiguration",
  "MeshGradientHero",
  "MinimizingTabsIOS26",
  "MirroredDirectionArrows",
  "MonospacedDigitFont",
  "MotionTokensCustomAnimation",
  "NSColorDynamic",
  "NSColorHex",
  "NSColorSystem",
  "NavigationRootCentered",
  "NeumorphicShadowStyles",
  "NotesTextEditor",
  "NotificationContentPreview",
  "ObservableThemeEnvironment",
  "OnboardingScopeSymbols",
  "OpenSettingsRow",
  "OutlineFileTree",
  "OverlayBadgeAlignmentGuides",
  "PackageStringResources",
  "PagingCarouselPeek",
  "PaletteMarkerPicker",
  "PasteboardMarkdownDates",
  "PhotoLibraryEmptyGrid",
  "PhotosAccessShareRow",
  "PhotosPickerTransferable",
  "PlanCardStrokeFill",
  "PlatformColorAlias",
  "PointerHoverShapes",
  "PreferredFontDescriptors",
  "PresentationsNotDrawn",
  "PressedScaleOpacity",
  "PreviewMacrosAndEntry",
  "PrimitiveButtonInStyle",
  "PrimitiveLongPressModifier",
  "QRCodeShareCard",
  "QualifiedSwiftUINames",
  "RedactedPlaceholder",
  "RedactedSkeletonPanel",
  "RendererPlaceholderImages",
  "ReplaceSymbolVariants",
  "RepresentableBackdrop",
  "RepresentableControls",
  "RepresentableEffectViews",
  "RepresentableInputViews",
  "RepresentableProgressBars",
  "RepresentableTextFields",
  "RoleAwareButtonStyle",
  "RoleOnlyToolbarButtons",
  "RotatedShapeGauge",
  "SafeAreaWindowScene",
  "SaveBarTaskIsolationSwift6",
  "ScaledMetricGlyphInit",
  "ScaledMetricIconTiles",
  "ScaledSwitchToggleStyle",
  "SceneDelegateLifecycle",
  "ScenePaddedOnboarding",
  "SchemeAdaptiveShapeStyle",
  "ScopedSwiftUIImports",
  "SearchScopesActivation",
  "SearchTokenFilters",
  "SearchableContacts",
  "SectionHeaderProminence",
  "SelfDynamicProviderTokens",
  "SensoryFeedbackButton",
  "SensoryFeedbackForms",
  "ShaderEffectsStill",
  "ShapeSetCutouts",
  "ShareEditButtons",
  "ShimmerModifierAnimation",
  "SidebarAdaptableTabs",
  "SizeCategoryLinkRow",
  "SnappingScrollBehavior",
  "SpeedometerGaugeStyle",
  "SplitViewSidebar",
  "StackedLabeledContent",
  "StaticStyleMembersSwift6",
  "StoreKitPaywall",
  "StoredDisclosureConfiguration",
  "StrokedPathGauge",
  "SubscriptionStoreCustomPickerStyle",
  "SubscriptionStoreFullHeightGradient",
  "ForcedStyleThemePreviews",
  "WheelPickerBrewLog",
  "InlinePickerUnitOptions",
  "NavigationLinkPickerBooking",
  "HeaderFooterPrivacySections",
  "SubviewTagSegments",
  "SubviewsCardStack",
  "SwiftDataQueryList",
  "SwitchToggleTint",
  "SymbolConfigurationIcons",
  "SymbolEffectsStill",
  "SystemEnvironmentActions",
  "TabAccessoryToolbarSpacer",
  "TabBarScreens",
  "TableCompactLogRows",
  "TextCaseTracking",
  "TextEditorStyles",
  "TextFieldUnderline",
  "TextRendererPlain",
  "ThemeEnvironment",
  "ThemeProtocol",
  "ThemeStoreObservable",
  "TimelineClock",
  "TimerCountdownFormat",
  "TimerNotificationPublishers",
  "TintRingProgressStyle",
  "TintShapeStyle",
  "TipKitInlineTips",
  "TipKitStyledActions",
  "TitleMenuSearchBehaviors",
  "TitlePlacementToolbar",
  "ToastEdgeOverlay",
  "ToggleCheckbox",
  "ToggleCustomSwitch",
  "ToggleNewToggleInStyle",
  "ToggleThumbOffsetStyle",
  "ToggleWrapsConfiguration",
  "ToolbarBackgroundVisible",
  "TouchSketchRepresentable",
  "TransformGesturesStill",
  "TypographyLineHeight",
  "UIColorComponents",
  "UIColorDynamicSwitch",
  "UIColorHSB",
  "UIColorHexConvenience",
  "UIColorHexInt",
  "UIColorLightDark",
  "UIColorLightDarkText",
  "UIColorProtocolPattern",
  "UIColorResolved",
  "UIColorSystemColors",
  "UIColorWithAlpha",
  "UIFontMetricsScaled",
  "UIFontPreferred",
  "UIKitSubmoduleTypeScale",
  "UIScreenWidth",
  "UnionNeedleGauge",
  "UserActivityHandoff",
  "VideoPlayerOverlayLock",
  "ViewThatFitsActions",
  "VisionGlassOrnamentPanel",
  "VisualEffectGlobalFade",
  "VisualEffectScrollTransition",
  "VisualEffectTiltCards",
  "WatchCrownGoalGauge",
  "WeatherPaletteSymbols",
  "WidgetFamilyEntryViews",
  "WidgetFormattedRows",
  "WindowStyleBindableTabs",
  "WorkoutDurationLabels",
  "AvatarStackBadgeCard",
  "MacActiveStatusList",
  "OptionalCacheCentredBar",
  "TileSpanDashboardLayout",
  "VariadicDividedCardRows",
  "SectionedGroceryAisles",
  "NotesFetchedResultsModel",
  "ManagedHabitEditForm",
  "SettingsIconSquaresAbout",
  "ReminderAppStorageForm",
  "ExpandableDoneSections",
  "AudioPlayerScrubberModel",
  "GroupChatContentTitle",
  "MapItemDetailSheetHome",
  "ChatBubbleTailTranscript",
  "ConversationUnreadSwipeRows",
  "SignInWithAppleWelcome",
  "ApplePayCartCheckout",
  "PagedProductDetailCart",
  "OnboardingPagesAppleSignUp",
  "ProductGridDiscountCards",
  "ReminderComposerFieldDates",
  "ExpenseDaySectionsGauge",
  "HabitHeatmapWeekStrip",
  "BudgetCapacityRings",
  "ChecklistStrikeToggleTasks",
  "ActivityRingsAngularLaps",
  "ProfileHeaderFollowStyle",
  "StoryTrayLikeFeed",
  "SleepStagesTimelineChart",
  "WaterGlassesStepperCard",
  "BoardingPassNotchedTicket",
  "ArticleMarkdownPullQuote",
  "NowPlayingArtworkScrubber",
  "SeatMapAisleGrid",
  "MiniPlayerInsetQueueList",
  "SmartHomeDeviceTileGrid",
  "ThermostatTrimDialGauge",
  "RecipeCardIngredientChecklist",
  "NutritionFactsGridTable",
  "KanbanPriorityBoardScroll",
  "TenDayForecastRangeBars",
  "QuizAnswerFeedbackStreak",
  "KPISparklineTrendTiles",
  "FlashcardFlipLevelGrid",
  "WindCompassArrowDial",
  "LogConsoleLevelFilter",
  "SettingsTabsGroupedForm",
  "JSONInspectorDisclosureTree",
  "DynamicTypeStackingRows",
  "LetterTilesDropBoard",
  "MacSidebarLinkFooter",
  "WalletCardsPrivacyRedaction",
  "PasscodeKeypadDots",
  "ProfileCoverPostGrid",
  "MenuBarExtraStatusPanel",
  "CourseOutlineRingStyleMarkdown",
  "FlightRouteBookBar",
  "MedicationScheduleAllergyForm",
  "ScoreboardGridDiceTimer",
  "VitalsTrendLabRangeCard",
  "AssistantBubbleComposerModelMenu",
  "CheckoutStepsRadioPayBar",
  "NewsHeroChipsBookmarkToolbar",
  "ThermostatAngularDialDeviceTiles",
  "WorkoutRingsZonesIntervalSets",
  "RestaurantMenuDishBadgeBasket",
  "CryptoWalletRangeChartCoinRows",
  "PhotoEditorSplitCropFilterStrip",
  "LiveMatchScoreboardLeagueGrid",
  "ListingCarouselRangeFilterJobs",
  "CinemaSeatCanvasPerforatedTicket",
  "LanguageLessonPathHeartsAnswers",
  "MoodJournalHeatmapPromptEditor",
  "RideSheetVehicleOptionsDriverTimer",
  "CalculatorGridKeypadScaledDisplay",
  "PetProfileVaccineTimelineWeight",
  "DatingSwipeStackInterestFlow",
  "BreathingRingsSleepStagesStreak",
  "ReaderShelfSerifPageHighlights",
  "ParcelTimelineETABarcode",
  "JobCardSalaryStatusPipeline",
  "PlantCareWateringLightGauges",
  "EVChargeRingRangeStations",
  "ConferenceAgendaSpeakerTicket",
  "MedicationDoseChecklistRefill",
]
package.targets.append(.target(name: "CompatSupport", dependencies: ["SpecimenUI"], path: "Tests/CompatSupport"))
// The hostile-input suites' catalog runner (SpecimenTests, ChartsTests, MapKitTests).
package.targets.append(.target(name: "HostileSupport", dependencies: ["Specimen", "SpecimenUI", "SpecimenCairo"], path: "Tests/HostileSupport"))
for name in compatCases {
  package.targets.append(.target(
    name: "Compat\(name)", dependencies: ["SwiftUI", "SpecimenUI", "UIKit", "AppKit", "Combine", "SwiftUICore", "DeveloperToolsSupport", "CoreGraphics", "QuartzCore", "UniformTypeIdentifiers", "QuickLook", "PhotosUI", "Photos", "UserNotifications", "CoreTransferable", "CoreText", "Charts", "WidgetKit", "ActivityKit", "AppIntents", "CoreImage", "TipKit", "os", "OSLog", "SwiftData", "CoreData", "CoreLocation", "MapKit", "StoreKit", "SafariServices", "AuthenticationServices", "_AuthenticationServices_SwiftUI", "PassKit", "_PassKit_SwiftUI", "AVFoundation", "AVKit", "CompatSupport"], path: "Tests/Compat/\(name)",
    swiftSettings: [.swiftLanguageMode(name.hasSuffix("Swift6") ? .v6 : .v5)]
      // Xcode 26 app targets: "Default Actor Isolation = MainActor" (SE-0466).
      + (name.hasPrefix("DefaultIsolationMainActor") ? [.unsafeFlags(["-default-isolation", "MainActor"])] : [])))
}
package.targets.append(.testTarget(
  name: "CompatTests",
  dependencies: ["CompatSupport", "SpecimenUI", "Specimen", "SpecimenCairo"] + compatCases.map { .target(name: "Compat\($0)") }))
