// The mocks that GenerateMocksPluginTests write go to Mocks.
