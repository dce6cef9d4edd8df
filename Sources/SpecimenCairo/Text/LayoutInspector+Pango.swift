import Foundation
import SpecimenLayout
import SpecimenUI

extension Measurers {
  /// Text measured by Pango and images by the shared `ImageStore`: what the renderer draws with.
  public static var pango: Measurers { Measurers(text: PangoTextMeasurer(), image: ImageStore.shared) }
}

extension LayoutInspector {
  /// Resolves `view` in `environment` and lays it out with real measurement: text through
  /// Pango, images and symbols through the shared `ImageStore`.
  public static func layout(of view: some View, in proposal: ProposedViewSize,
                            environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
    layout(of: view, in: proposal, environment: environment, measurers: .pango)
  }
}
