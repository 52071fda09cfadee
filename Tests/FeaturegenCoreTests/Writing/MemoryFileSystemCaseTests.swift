import Testing

@testable import FeaturegenCore

/// `MemoryFileSystem(caseInsensitive: true)` stands in for macOS's APFS: names keep the case
/// they were created with and are found under any case.
@Suite struct MemoryFileSystemCaseTests {
    @Test func lookupsFoldCaseAndWritesKeepTheStoredName() throws {
        let files = MemoryFileSystem(files: ["A/x.swift": "old"], caseInsensitive: true)
        #expect(files.isCaseInsensitive)
        #expect(try files.readText("a/X.swift") == "old")
        #expect(files.stamp("a/X.SWIFT") != nil)
        #expect(try files.storedPath(of: "a/X.swift") == "A/x.swift")

        try files.writeText("a/X.swift", "new")
        #expect(files.paths == ["A/x.swift"])
        #expect(try files.readText("A/x.swift") == "new")
        #expect(files.writeCounts == ["A/x.swift": 1])
    }

    @Test func aNewFileGoesIntoTheFolderThatIsThereWhateverItsCase() throws {
        let files = MemoryFileSystem(files: ["Features/Newslist/NewslistView.swift": ""], caseInsensitive: true)
        try files.writeText("features/NewsList/Helpers.swift", "")
        #expect(files.paths == ["Features/Newslist/Helpers.swift", "Features/Newslist/NewslistView.swift"])
        #expect(try files.storedPath(of: "FEATURES/newslist/helpers.SWIFT") == "Features/Newslist/Helpers.swift")
        #expect(try files.storedPath(of: "Features/Newslist/Other.swift") == nil)
    }

    @Test func filesUnderAFolderAreListedInTheirStoredCase() throws {
        let files = MemoryFileSystem(files: ["Features/Newslist/NewslistView.swift": "", "Other/A.swift": ""], caseInsensitive: true)
        #expect(try files.files(under: "Features/NEWSLIST") == ["Features/NEWSLIST/NewslistView.swift"])
        #expect(try files.files(under: "features") == ["features/Newslist/NewslistView.swift"])
        #expect(try files.files(under: "") == ["Features/Newslist/NewslistView.swift", "Other/A.swift"])
    }

    @Test func recaseRenamesTheFileAndTheFoldersWithAllTheyHold() throws {
        let files = MemoryFileSystem(
            files: ["Features/Newslist/NewslistView.swift": "view", "Features/Newslist/Helpers.swift": "", "Features/Other/A.swift": ""],
            caseInsensitive: true)
        try files.recase("Features/NewsList/NewsListView.swift")
        #expect(
            files.paths == ["Features/NewsList/Helpers.swift", "Features/NewsList/NewsListView.swift", "Features/Other/A.swift"])
        #expect(try files.readText("Features/NewsList/NewsListView.swift") == "view")
        try files.remove("FEATURES/newslist/helpers.swift")
        #expect(files.paths == ["Features/NewsList/NewsListView.swift", "Features/Other/A.swift"])
    }

    @Test func byDefaultAnotherCaseIsAnotherFile() throws {
        let files = MemoryFileSystem(files: ["A/x.swift": "old"])
        #expect(!files.isCaseInsensitive)
        #expect(try files.readText("a/X.swift") == nil)
        #expect(try files.storedPath(of: "a/X.swift") == nil)
        try files.writeText("a/X.swift", "new")
        try files.recase("a/x.swift")
        #expect(files.paths == ["A/x.swift", "a/X.swift"])
        #expect(files.identity(of: "A/x.swift") != files.identity(of: "a/X.swift"))
        #expect(
            MemoryFileSystem(caseInsensitive: true).identity(of: "A/x.swift")
                == MemoryFileSystem(caseInsensitive: true).identity(of: "a/X.swift"))
    }
}
