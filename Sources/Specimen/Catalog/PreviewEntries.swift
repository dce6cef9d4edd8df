import Foundation
import SpecimenUI

/// Catalog entries made from previews: one entry per `PreviewProvider` (or per file of
/// `#Preview`s), one cell per preview, sized by its `previewLayout` and drawn in its colour scheme.
///
/// A cell is named from `previewDisplayName` or, without one, from its position (`preview-1`).
/// `.sizeThatFits` cells take the preview's ideal size, `.fixed` cells exactly the given size,
/// and `.device` cells (the default, as in Xcode) the screen of `previewDevice` in points
/// (iPhone 16's 393 × 852 when none is named), turned on its side for a landscape
/// `previewInterfaceOrientation`. A layout or device that cannot be used (a NaN or 10⁹-pt side, a device Specimen
/// does not know) is a warning of that cell alone, drawn on the default device's screen: the file's other previews render.
extension CatalogEntry {
  /// The largest side, in points, a `.fixed` preview layout may ask for.
  public static let maximumPreviewSide: CGFloat = 4096

  /// An entry with one cell per preview in `provider.previews`, named after the provider unless `name` is given.
  public static func previews<P: PreviewProvider>(_ provider: P.Type, name: String? = nil) -> CatalogEntry {
    previews(name ?? String(describing: provider)) { P.previews }
  }

  /// An entry with one cell per top-level view of `previews` (as `PreviewProvider.previews` lists them).
  public static func previews<V: View>(_ name: String, @ViewBuilder _ previews: @escaping @MainActor () -> V) -> CatalogEntry {
    let make = UncheckedSendable<() -> [PreviewVariant]> { PreviewVariant.variants(of: MainActorBridge.call(previews)) }
    let variants = make.value()
    let problems = variants.isEmpty ? ["\(name): its previews list no views; return at least one view from `previews`"] : []
    var used: Set<String> = []
    var values: [AxisValue] = []
    for (index, variant) in variants.enumerated() {
      let label = uniqueName(variant.traits.displayName.flatMap { $0.isEmpty ? nil : $0 } ?? String(index + 1), in: &used)
      let scheme = variant.colorScheme
      values.append(AxisValue(label) { state in if let scheme { state.environment.colorScheme = scheme } })
    }
    let names = values.map(\.name)
    var entry = CatalogEntry(name, axes: [StateAxis("preview", values)]) { state -> AnyView in
      let current = make.value()
      guard let label = state["preview"], let index = names.firstIndex(of: label), index < current.count else {
        return AnyView(Text("\(name): the previews changed between two evaluations"))
      }
      guard let problem = sizeProblem(current[index].traits) else { return AnyView(sized(current[index])) }
      // Named by the cell that has it (before, the whole entry was refused and none of the file's previews rendered).
      return AnyView(sized(current[index]).node { child, _ in
        let size = containerSize(current[index].traits) ?? .zero
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(problem); drawn on \(PreviewDevice.specimenDefault.rawValue)'s screen, "
          + "\(NumberText.describe(size.width)) × \(NumberText.describe(size.height)) pt"))
        return child
      })
    }
    entry.previewProblems = problems
    return entry
  }

  /// The preview in its container: ideal size, a fixed size, or the device's screen.
  static func sized(_ variant: PreviewVariant) -> some View {
    let size = containerSize(variant.traits)
    return Group {
      if let size {
        variant.view.frame(width: size.width, height: size.height)
          // `UIScreen.main.bounds` in a `.device` preview is that device's screen.
          .environmentChange { if case .device = variant.traits.layout { $0.screenSize = size } }
      } else {
        variant.view.fixedSize()
      }
    }
  }

  /// The container size a preview's layout asks for, or nil for `.sizeThatFits` (the preview's ideal size).
  /// An unusable size (negative, not finite, too large, an unknown device) falls back to the default device.
  public static func containerSize(_ traits: PreviewTraits) -> CGSize? {
    switch traits.layout {
    case .sizeThatFits:
      return nil
    case .fixed(let width, let height):
      guard usableSide(width), usableSide(height) else { return deviceSize(.specimenDefault, traits.orientation) }
      return CGSize(width: width, height: height)
    case .device:
      let device = traits.device.flatMap { $0.screenSize == nil ? nil : $0 } ?? .specimenDefault
      return deviceSize(device, traits.orientation)
    }
  }

  /// What is wrong with a preview's layout or device, as a message naming the fix, or nil.
  static func sizeProblem(_ traits: PreviewTraits) -> String? {
    if case .fixed(let width, let height) = traits.layout, !(usableSide(width) && usableSide(height)) {
      return "previewLayout(.fixed(width: \(width), height: \(height))) needs finite sizes from 1 to \(Int(maximumPreviewSide)) points"
    }
    if case .device = traits.layout, let device = traits.device, device.screenSize == nil {
      let known = PreviewDevice.knownDevices.map(\.rawValue).filter { $0.hasPrefix("iPhone 16") }.joined(separator: "\", \"")
      return "previewDevice \"\(device.rawValue)\" is not in Specimen's device table; name a device Xcode lists, e.g. \"\(known)\""
    }
    return nil
  }

  private static func usableSide(_ side: CGFloat) -> Bool { side.isFinite && side >= 1 && side <= maximumPreviewSide }

  private static func deviceSize(_ device: PreviewDevice, _ orientation: InterfaceOrientation) -> CGSize {
    let portrait = device.screenSize ?? CGSize(width: 393, height: 852)
    return orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
  }

  private static func uniqueName(_ name: String, in used: inout Set<String>) -> String {
    var candidate = name
    var counter = 2
    while !used.insert(candidate).inserted {
      candidate = "\(name) (\(counter))"
      counter += 1
    }
    return candidate
  }
}
