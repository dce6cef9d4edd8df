#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Specimen

extension ControlsCatalog {
  /// The system materials over colourful content, light and dark: each blurs and saturates what is behind it
  /// under its own tint, from the most translucent to the most opaque.
  static let materials = CatalogEntry(
    "Materials", axes: [
      SeedCatalog.viewAxis(["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]),
      .colorScheme,
    ], cellWidth: 320
  ) { state in
    MaterialSample(name: state.label ?? "")
  }
}

/// A card filled with one material over a gradient, a disc and a bar, with a capsule badge in the corner.
struct MaterialSample: View {
  let name: String

  var material: Material {
    switch name {
    case "ultraThinMaterial": return .ultraThinMaterial
    case "thinMaterial": return .thinMaterial
    case "thickMaterial": return .thickMaterial
    case "ultraThickMaterial": return .ultraThickMaterial
    case "bar": return .bar
    default: return .regularMaterial
    }
  }

  var body: some View {
    ZStack(alignment: .bottom) {
      LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
      HStack(spacing: 40) {
        Circle().fill(.yellow).frame(width: 70, height: 70)
        Rectangle().fill(.blue).frame(width: 36)
      }
      VStack(alignment: .leading, spacing: 2) {
        Text(name).font(.headline)
        Text("Behind it: a gradient, a disc and a bar").font(.subheadline).foregroundStyle(.secondary)
      }
      .padding()
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(material, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
      .padding(12)
    }
    .frame(height: 180)
    .overlay(alignment: .topTrailing) {
      Label("Live", systemImage: "dot.radiowaves.left.and.right")
        .font(.caption.weight(.semibold))
        .padding(.horizontal, 10).padding(.vertical, 5)
        .background(material, in: Capsule())
        .padding(10)
    }
  }
}
