/// What `--help` says of the selection file, `.generate-mocks`. One source for `mock-generator`
/// and both plugins, whose folders link this file: a plugin cannot depend on a library target.
enum SelectionFileFormat {
    static let help = """
        THE SELECTION FILE (.generate-mocks, beside the mocks)
          The first run that names what to mock writes it; every later run, and check-mocks,
          does what it says. One setting a line; indentation, blank lines and # comments are free.
            module NAME          starts a module's entry; the lines below belong to it
              folder PATH        where its mocks go, relative to the file (default: NAME)
              protocols all      every protocol, but those whose doc comment says @nomock
              protocols annotated  only those whose doc comment says @mockable
              protocols listed   only those of protocol lines (the default when there are some)
              protocol NAME      mocked, whatever its doc comment says
              exclude NAME       never mocked
              class NAME         a class mocked by a subclass
              mocks strict       every call a test did not stub records an issue (the default
                                 is relaxed: such a call answers a default value)
              accept TYPE.MEMBER a member degraded as a warning said (Ticketing.redeem(_:)):
                                 the warning stops; the mock's doc comment still lists it
          Example:
            module RideKit
                folder .
                protocols all
                exclude Clock
        """
}
