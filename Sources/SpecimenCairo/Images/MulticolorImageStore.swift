import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

/// A symbol's document split into its multicolour layers (`MulticolorLayers`): the whole document, which
/// places the drawing, and one document per layer that draws only that layer's shapes, bottom layer first.
final class MulticolorDrawing {
  /// One layer: its annotation, the document that draws it alone, and its own style's fill (for a colour
  /// name that is no system colour).
  struct LayerDrawing {
    let layer: MulticolorLayers.Layer
    let document: SVGDocument
    let styleFill: RGBA?
  }

  let document: SVGDocument
  /// The element drawn (`#Regular-M` of a custom symbol's template), nil for the whole document.
  let element: String?
  let layers: [LayerDrawing]

  init(document: SVGDocument, element: String?, layers: [LayerDrawing]) {
    (self.document, self.element, self.layers) = (document, element, layers)
  }
}

extension ImageStore {
  /// Draws `item` in its symbol's own colours when it asks for them (`ResolvedImage.multicolor`) and its
  /// drawing has multicolour layers: each layer is drawn alone as a mask and filled with its colour, the
  /// bottom layer first. Returns false otherwise, or when librsvg cannot draw a layer, so the symbol draws in its tint.
  func drawMulticolor(_ item: ImageItem, on canvas: Canvas) -> Bool {
    guard let colors = item.image.multicolor, let drawing = multicolorDrawing(of: item.image) else { return false }
    let cr = canvas.cr
    let inkFrame: CGRect
    if case .catalog = item.image.source {
      inkFrame = customSymbolInk(drawing.document, layer: drawing.element, item: item)
    } else {
      inkFrame = symbolInk(of: item.image, in: item.frame)
    }
    let page = drawing.document.withLibrsvg(librsvgLock) { drawing.document.page(element: drawing.element, inkIn: inkFrame) }
    guard let page, page.minX.isFinite, page.minY.isFinite, page.width.isFinite, page.height.isFinite, page.width > 0, page.height > 0 else {
      return false
    }
    // A drawing larger than any canvas side is drawn the usual way: its layers' clip paths and masks at such a
    // size took librsvg minutes (`cloud.rain.fill` in a 10⁹-pt frame: 128 s, against 15 s in one colour).
    guard max(page.width, page.height) * CGFloat(Self.deviceScale(of: cr)) <= CGFloat(RenderLimits.maxPixelSide) else { return false }
    cairo_save(cr)
    Self.clipGroupsToReach(of: item.frame, on: canvas)
    for layer in drawing.layers {
      cairo_push_group(cr)
      let drawn = layer.document.render(element: drawing.element, page: page, on: cr, lock: librsvgLock)
      let mask = cairo_pop_group(cr)
      guard drawn else {
        // librsvg could not draw the layers in this frame (one too large, usually): the symbol is drawn the
        // usual way, which names the failure.
        cairo_pattern_destroy(mask)
        cairo_restore(cr)
        return false
      }
      let paint = colors.paint(named: layer.layer.color, tint: item.image.tint) ?? layer.styleFill.map(Paint.color) ?? item.image.tint
      canvas.setSource(paint, bounds: item.frame)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
    }
    cairo_restore(cr)
    return true
  }

  /// The multicolour drawing `image` is drawn with, or nil when its drawing has no multicolour layers: a
  /// system symbol's own drawing (a project drawing carries its layers' classes; a Bootstrap icon gets them
  /// from `MulticolorLayers.bootstrapParts`), or a custom symbol's template.
  func multicolorDrawing(of image: ResolvedImage) -> MulticolorDrawing? {
    switch image.source {
    case .symbol:
      guard let name = drawnSymbolName(image), let file = file(for: .symbol(name)), !SymbolMap.isComposed(file) else { return nil }
      if SymbolMap.iconFile(for: name, assetFolders: assetFolders) == nil, MulticolorLayers.bootstrapParts[name] != nil {
        return multicolorDrawing(path: MulticolorLayers.compositionPath(symbol: name, iconPath: file), element: nil)
      }
      return multicolorDrawing(path: file, element: nil)
    case .catalog(let catalogImage):
      guard catalogImage.isSymbol, let file = catalogImage.file(forScale: 2), let (_, element) = symbolDocument(file.path) else { return nil }
      return multicolorDrawing(path: file.path, element: element)
    case .asset, .bitmap:
      return nil
    }
  }

  /// The multicolour drawing of the file (or Bootstrap composition) at `path`, cached; nil when it has no layers.
  private func multicolorDrawing(path: String, element: String?) -> MulticolorDrawing? {
    librsvgLock.lock()
    let cached = multicolorCache[path]
    librsvgLock.unlock()
    if let cached { return cached }
    let made = makeMulticolorDrawing(path: path, element: element)
    librsvgLock.lock()
    multicolorCache[path] = .some(made)
    librsvgLock.unlock()
    return made
  }

  private func makeMulticolorDrawing(path: String, element: String?) -> MulticolorDrawing? {
    var refusal: String?
    let data: Data?
    if let composition = MulticolorLayers.composition(path) {
      guard let parts = MulticolorLayers.bootstrapParts[composition.symbol],
            let icon = SVGSource.load(composition.iconPath, refusal: &refusal) else { return nil }
      data = MulticolorLayers.markup(icon: String(decoding: icon, as: UTF8.self), parts: parts)
    } else {
      data = SVGSource.load(path, refusal: &refusal)
    }
    guard let data else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    let layers = MulticolorLayers.layers(in: text)
    guard !layers.isEmpty, let document = SVGDocument(data: data, path: path, refusal: &refusal) else { return nil }
    var drawings: [MulticolorDrawing.LayerDrawing] = []
    for layer in layers {
      guard let layerDocument = SVGDocument(data: data, path: path, refusal: &refusal, stylesheet: MulticolorLayers.stylesheet(for: layer)) else {
        return nil
      }
      drawings.append(.init(layer: layer, document: layerDocument, styleFill: MulticolorLayers.styleFill(of: layer, in: text)))
    }
    return MulticolorDrawing(document: document, element: element, layers: drawings)
  }
}
