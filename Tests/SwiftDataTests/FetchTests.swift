import Foundation
import SwiftData
import Testing

/// What a container's context fetches: the inserted models of a type, filtered by a `#Predicate`,
/// sorted by `SortDescriptor`s (ties in store order), offset and limited; related models that were
/// never inserted themselves; deletions.
@Suite struct FetchTests {
  @Model final class Song {
    var title: String
    var plays: Int
    var rating: Int?
    var album: Album?
    init(_ title: String, plays: Int, rating: Int? = nil) {
      self.title = title
      self.plays = plays
      self.rating = rating
    }
  }

  @Model final class Album {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Song.album) var songs: [Song] = []
    var cover: Artwork?
    init(_ name: String) { self.name = name }
  }

  @Model final class Artwork {
    var caption = "cover"
    init() {}
  }

  static func context(_ songs: [Song]) throws -> ModelContext {
    let container = try ModelContainer(for: Song.self, Album.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for song in songs { container.mainContext.insert(song) }
    return container.mainContext
  }

  static let songs = [("Blue", 5, 3), ("Amber", 9, nil), ("Cedar", 5, 1), ("Dune", 2, 5)]
  static func makeSongs() -> [Song] { songs.map { Song($0.0, plays: $0.1, rating: $0.2) } }

  @Test func anUnsortedFetchReturnsInsertionOrder() throws {
    let context = try Self.context(Self.makeSongs())
    #expect(try context.fetch(FetchDescriptor<Song>()).map(\.title) == ["Blue", "Amber", "Cedar", "Dune"])
  }

  @Test func sortDescriptorsApplyInOrderAndTiesKeepStoreOrder() throws {
    let context = try Self.context(Self.makeSongs())
    let byPlays = FetchDescriptor<Song>(sortBy: [SortDescriptor(\Song.plays, order: .reverse)])
    #expect(try context.fetch(byPlays).map(\.title) == ["Amber", "Blue", "Cedar", "Dune"])
    let byPlaysThenTitle = FetchDescriptor<Song>(sortBy: [SortDescriptor(\Song.plays), SortDescriptor(\Song.title, order: .reverse)])
    #expect(try context.fetch(byPlaysThenTitle).map(\.title) == ["Dune", "Cedar", "Blue", "Amber"])
    // nil sorts first, as SwiftData's optional sorts do.
    let byRating = FetchDescriptor<Song>(sortBy: [SortDescriptor(\Song.rating)])
    #expect(try context.fetch(byRating).map(\.title) == ["Amber", "Cedar", "Blue", "Dune"])
  }

  @Test func aPredicateFiltersAndLimitsAndOffsetsApplyAfterSorting() throws {
    let context = try Self.context(Self.makeSongs())
    var descriptor = FetchDescriptor<Song>(predicate: #Predicate { $0.plays >= 5 }, sortBy: [SortDescriptor(\Song.title)])
    #expect(try context.fetch(descriptor).map(\.title) == ["Amber", "Blue", "Cedar"])
    descriptor.fetchOffset = 1
    descriptor.fetchLimit = 1
    #expect(try context.fetch(descriptor).map(\.title) == ["Blue"])
    descriptor.fetchLimit = -4
    descriptor.fetchOffset = -2
    #expect(try context.fetch(descriptor).map(\.title) == ["Amber", "Blue", "Cedar"])
    #expect(try context.fetchCount(FetchDescriptor<Song>(predicate: #Predicate { $0.title.contains("u") })) == 2)
  }

  @Test func localizedStandardContainsIgnoresCaseAndDiacritics() throws {
    let context = try Self.context([Song("Café Blue", plays: 1), Song("Cafeteria", plays: 2), Song("Tea", plays: 3)])
    let search = "CAFE"
    let matches = try context.fetch(FetchDescriptor<Song>(predicate: #Predicate { $0.title.localizedStandardContains(search) }))
    #expect(matches.map(\.title) == ["Café Blue", "Cafeteria"])
  }

  @Test func relatedModelsAreFoundWithoutBeingInserted() throws {
    let album = Album("Night")
    let context = try Self.context([])
    context.insert(album)
    // Attached after the insert: SwiftData inserts them then; the store finds them when asked.
    album.songs = [Song("One", plays: 1), Song("Two", plays: 2)]
    album.cover = Artwork()
    #expect(try context.fetch(FetchDescriptor<Song>()).map(\.title) == ["One", "Two"])
    #expect(try context.fetchCount(FetchDescriptor<Artwork>()) == 1)
    #expect(try context.fetchCount(FetchDescriptor<Album>()) == 1)
  }

  @Test func deletedModelsAreNotFetchedAndKnowTheirContext() throws {
    let songs = Self.makeSongs()
    let context = try Self.context(songs)
    #expect(songs[0].modelContext === context)
    context.delete(songs[1])
    #expect(songs[1].isDeleted)
    #expect(try context.fetch(FetchDescriptor<Song>()).map(\.title) == ["Blue", "Cedar", "Dune"])
    try context.delete(model: Song.self, where: #Predicate { $0.plays == 5 })
    #expect(try context.fetch(FetchDescriptor<Song>()).map(\.title) == ["Dune"])
    // Inserting twice keeps one copy.
    context.insert(songs[3])
    #expect(try context.fetchCount(FetchDescriptor<Song>()) == 1)
  }

  @Test func aContainersContextsShareOneStoreAndContainersDoNot() throws {
    let first = try ModelContainer(for: Song.self)
    let second = try ModelContainer(for: Schema([Song.self]), configurations: [])
    first.mainContext.insert(Song("Only", plays: 1))
    #expect(try ModelContext(first).fetchCount(FetchDescriptor<Song>()) == 1)
    #expect(try second.mainContext.fetchCount(FetchDescriptor<Song>()) == 0)
    #expect(first.mainContext === first.mainContext)
  }

  @ModelActor actor Importer {
    func importSongs(_ titles: [String]) throws -> Int {
      for title in titles { modelContext.insert(Song(title, plays: 0)) }
      try modelContext.save()
      return try modelContext.fetchCount(FetchDescriptor<Song>())
    }
  }

  @Test func aModelActorsContextSharesTheContainersStore() async throws {
    let container = try ModelContainer(for: Song.self)
    let importer = Importer(modelContainer: container)
    #expect(try await importer.importSongs(["One", "Two"]) == 2)
    #expect(try container.mainContext.fetch(FetchDescriptor<Song>(sortBy: [SortDescriptor(\Song.title)])).map(\.title) == ["One", "Two"])
    #expect(importer.modelContainer === container)
  }

  @Test func aHundredThousandModelsAreFilteredAndSorted() throws {
    let context = try Self.context([])
    for index in 0..<100_000 { context.insert(Song("s\(index)", plays: (index * 7919) % 100_000)) }
    let descriptor = FetchDescriptor<Song>(predicate: #Predicate { $0.plays < 10 }, sortBy: [SortDescriptor(\Song.plays)])
    #expect(try context.fetch(descriptor).map(\.plays) == Array(0..<10))
  }
}
