import Foundation
import Specimen
import SwiftData
import Testing

/// `@Query` in a drawn view: the rows of the environment's container, and a cell that fails alone,
/// naming `.modelContainer(for:)`, when no view above sets a container (SwiftUI traps).
@Suite struct QueryRenderTests {
  @Model final class Swatch {
    var order: Int
    var red: Double
    init(order: Int, red: Double) {
      self.order = order
      self.red = red
    }
  }

  /// One 10-pt square per swatch, left to right, in the query's order.
  struct SwatchStrip: View {
    @Query(sort: \Swatch.order, order: .reverse) private var swatches: [Swatch]
    var body: some View {
      HStack(spacing: 0) {
        ForEach(swatches) { swatch in
          Rectangle().fill(Color(red: swatch.red, green: 0, blue: 0)).frame(width: 10, height: 10)
        }
      }
    }
  }

  @Test func aQueryDrawsTheContainersModelsInItsOrder() throws {
    let container = try ModelContainer(for: Swatch.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Swatch(order: 1, red: 0.2))
    container.mainContext.insert(Swatch(order: 3, red: 1))
    container.mainContext.insert(Swatch(order: 2, red: 0.6))
    let image = try ViewRenderer(scale: 1).rasterize(SwatchStrip().modelContainer(container), in: .unspecified)
    #expect(image.width == 30 && image.height == 10)
    #expect([5, 15, 25].map { image.pixel(x: $0, y: 5).r } == [255, 153, 51])
  }

  @Test func aQueryWithoutAContainerFailsItsCellNamingTheModifier() throws {
    #expect {
      _ = try ViewRenderer(scale: 1).rasterize(HStack { SwatchStrip() }, in: .unspecified)
    } throws: { error in
      "\(error)" == "`SwatchStrip` reads @Query [Swatch], but no view above it supplies a model container: "
        + "add .modelContainer(for: Swatch.self) to the view that contains it (the catalog entry's or preview's view)"
    }
  }

  @Test func modelContainerForATypeStartsEmptyAndTheContextIsInTheEnvironment() throws {
    struct Inserting: View {
      @Environment(\.modelContext) private var context
      var body: some View {
        context.insert(Swatch(order: 0, red: 1))
        return SwatchStrip()
      }
    }
    let image = try ViewRenderer(scale: 1).rasterize(Inserting().modelContainer(for: Swatch.self, inMemory: true), in: .unspecified)
    #expect(image.width == 10 && image.pixel(x: 5, y: 5).r == 255)
  }
}

/// A query over 100 000 objects drawn as rows: the render stops at the view-count limit and fails
/// that cell with the limit's error rather than laying out every row (0.9 s in debug).
@Suite struct HugeQueryTests {
  @Test func aHundredThousandRowsEndAtTheViewLimit() throws {
    let container = try ModelContainer(for: QueryRenderTests.Swatch.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for index in 0..<100_000 { container.mainContext.insert(QueryRenderTests.Swatch(order: index, red: 1)) }
    #expect(throws: ViewCountError.self) {
      _ = try ViewRenderer(scale: 1).rasterize(QueryRenderTests.SwatchStrip().modelContainer(container), in: .unspecified)
    }
  }
}
